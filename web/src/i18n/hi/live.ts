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
  demoNote: {
    text: 'डेमो मोड: हर रिज़ल्ट समय पर रिज़ल्ट अपने आप निकाले जाते हैं। डेमो रिज़ल्ट असली नहीं हैं।',
  },
};
