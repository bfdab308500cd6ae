/** Hindi: the home screen. */
export default {
  home: {
    heading: '{app}: मार्केट और स्टारलाइन',
    banner: 'रोज़ के मार्केट खेलें। हर दिन लाइव रिज़ल्ट।',
    markets: 'मार्केट',
    noGames: 'आज कोई गेम नहीं',
    loadingMarkets: 'मार्केट लोड हो रहे हैं',
    starline: 'स्टारलाइन',
    noSlots: 'आज कोई स्टारलाइन स्लॉट नहीं',
    loadingStarline: 'स्टारलाइन लोड हो रही है',
  },
};
