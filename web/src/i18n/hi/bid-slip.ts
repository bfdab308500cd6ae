/** Hindi: what the bid screens add to a slip (quick entry) and offer when a slip is refused. */
export default {
  slipRefusal: { addFund: 'फंड जोड़ें' },
  quickEntry: {
    title: 'झटपट एंट्री',
    hint: 'नंबर और उसके पॉइंट लिखें, फिर जोड़ें दबाएं: पॉइंट उस नंबर में जुड़ जाएंगे।',
    number: 'नंबर',
    points: 'पॉइंट',
    add: 'जोड़ें',
    enterNumber: 'कोई नंबर लिखें',
    notHere: '{number} इस स्क्रीन के नंबरों में नहीं है',
    enterPoints: 'पॉइंट 0 से बड़ी पूरी संख्या में लिखें',
    added: '{number} में {points} पॉइंट जोड़े गए',
  },
};
