/** Hindi: content screens (download, support, enquiry, notifications, terms). */
export default {
  downloadPopup: {
    title: 'ऐप डाउनलोड करें',
    body: 'ऐप अपने फ़ोन पर पाएं: तेज़ खेल, लाइव रिज़ल्ट और एक टैप में आपका वॉलेट।',
    close: 'बंद करें',
    download: 'डाउनलोड करें',
  },
};
