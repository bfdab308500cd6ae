/** Hindi: market and Starline lists, charts, game rates and winners. */
export default {
  gameList: {
    rowNotLoggedIn: 'आप लॉगिन नहीं हैं !!!',
    noGames: 'आज कोई गेम नहीं',
    noGamesHint: 'ऑपरेटर के मार्केट खोलने पर वे यहां दिखेंगे।',
    open: 'ओपन: {time}',
    close: 'क्लोज़: {time}',
    timeTable: '{game} टाइम टेबल',
    chartOf: '{game} चार्ट',
    chart: 'चार्ट',
    starlineClosed: 'आज के लिए बोली बंद है',
    noSlots: 'आज कोई स्टारलाइन स्लॉट नहीं',
    playBig: 'बड़ा खेलो, बड़ा जीतो',
    hourly: 'हर घंटे जीतो',
    starlineChart: 'स्टारलाइन चार्ट हिस्ट्री',
    playAt: '{time} खेलें',
    play: 'खेलें',
  },
  quickTiles: { addFund: 'फंड जोड़ें', withdraw: 'निकासी', support: 'सहायता' },
};
