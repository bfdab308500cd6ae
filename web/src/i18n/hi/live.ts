/** Wallet balance, live notices and the demo-mode note. */
export default {
  walletBalance: {
    headerLabel: 'वॉलेट बैलेंस: {points} पॉइंट',
    notifications: 'सूचनाएं',
    notificationsUnread: 'सूचनाएं: {count} अपठित',
    unread: '{count} अपठित',
    drawer: 'वॉलेट: {points} पॉइंट',
  },
  homeBalance: {
    wallet: 'वॉलेट',
    balance: 'वॉलेट बैलेंस',
    points: '{points} पॉइंट',
    addFund: 'फंड जोड़ें',
  },
  addFund: {
    payWithUpi: 'UPI ऐप से भुगतान करें',
    payHint: 'आपका UPI ऐप प्राप्तकर्ता और राशि भरकर खुलेगा।',
    enterAmountFirst: 'UPI ऐप में भरने के लिए नीचे राशि लिखें।',
    copyUpi: 'UPI आईडी कॉपी करें',
    copied: 'UPI आईडी कॉपी हो गई',
    credited: 'फंड 24 घंटे के भीतर जमा किए जाते हैं।',
    fundHistory: 'अपना अनुरोध फंड हिस्ट्री में देखें',
    copyFailed: 'यह UPI आईडी कॉपी करें: {upi}',
  },
  demoNote: {
    text: 'डेमो मोड: हर रिज़ल्ट समय पर रिज़ल्ट अपने आप निकाले जाते हैं। डेमो रिज़ल्ट असली नहीं हैं।',
  },
};
