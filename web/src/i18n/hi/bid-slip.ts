/** Hindi: what the bid screens add to a slip (quick entry) and offer when a slip is refused. */
export default {
  slipRefusal: { addFund: 'फंड जोड़ें' },
};
