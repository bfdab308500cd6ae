/**
 * Hindi for the server's refusals, by code (the server answers in English; see messageOf in web/src/api/client.ts).
 * Codes whose English message carries figures (amount ranges, a panna, a window's reason) are left out: their English
 * message says more than a fixed text could. tests/web/i18n-keys.test.ts checks that each code is one the server sends.
 */
export default {
  refusals: {
    NETWORK: 'सर्वर से संपर्क नहीं हो सका। कृपया अपना कनेक्शन जांचें और फिर से कोशिश करें।',
    INTERNAL: 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
    INVALID_CREDENTIALS: 'लॉगिन की जानकारी गलत है',
    WRONG_PASSWORD: 'पासवर्ड गलत है',
    MOBILE_TAKEN: 'यह मोबाइल नंबर पहले से रजिस्टर है',
    USERNAME_TAKEN: 'यह यूज़रनेम पहले से लिया जा चुका है',
    UNDERAGE: 'रजिस्टर करने के लिए आपकी उम्र 18 साल या उससे ज़्यादा होनी चाहिए।',
    MOBILE_EXCLUDED: 'इस मोबाइल नंबर ने खुद को रोक रखा है, इसलिए इससे रजिस्टर नहीं हो सकता।',
    ACCOUNT_BLOCKED: 'आपका खाता ब्लॉक है। कृपया सहायता से संपर्क करें।',
    RATE_LIMITED: 'बहुत ज़्यादा कोशिशें हो गईं। कुछ मिनट बाद फिर से कोशिश करें।',
    INSUFFICIENT_BALANCE: 'आपके वॉलेट में इसके लिए पर्याप्त पॉइंट नहीं हैं',
    BETTING_CLOSED: 'इस गेम की बोली बंद हो चुकी है',
    BID_DATE_CHANGED: 'बोली की तारीख बदल गई है। कृपया पेज दोबारा लोड करके फिर से बोली लगाएं।',
    INVALID_SESSION: 'कृपया गेम टाइप चुनें',
    UNKNOWN_GAME: 'यह गेम उपलब्ध नहीं है',
    BANK_DETAILS_MISSING: 'निकासी से पहले कृपया अपनी बैंक डिटेल अपडेट करें',
    TOO_MANY_PENDING: 'आपकी कई फंड रिक्वेस्ट मंज़ूरी का इंतज़ार कर रही हैं। कृपया उनके फ़ैसले तक रुकें।',
    DUPLICATE_TRANSACTION: 'यह ट्रांज़ैक्शन आईडी पहले ही इस्तेमाल हो चुकी है',
    INVALID_PAYMENT_METHOD: 'कृपया दिए गए पेमेंट तरीकों में से कोई एक चुनें',
    WITHDRAWALS_BLOCKED: 'आपके खाते पर निकासी रोकी गई है। कृपया सहायता से संपर्क करें।',
    BETTING_BLOCKED: 'आपके खाते पर बोली रोकी गई है। कृपया सहायता से संपर्क करें।',
    ON_BREAK: 'आप ब्रेक पर हैं: ब्रेक खत्म होने तक बोली और जमा बंद हैं। निकासी और हिस्ट्री खुली हैं।',
    SELF_EXCLUDED: 'आपने खुद को रोक रखा है: बोली और जमा बंद हैं। निकासी और हिस्ट्री खुली हैं।',
    DEPOSIT_LIMIT_REACHED: 'यह जमा आपकी जमा सीमा से ज़्यादा होगा। अपनी सीमाएं "मेरी सीमाएं" में देखें।',
    LOSS_LIMIT_REACHED: 'यह बोली आपकी हार सीमा से ज़्यादा होगी। अपनी सीमाएं "मेरी सीमाएं" में देखें।',
  },
};
