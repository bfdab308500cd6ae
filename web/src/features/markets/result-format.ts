/**
 * A game's result as the list shows it (spec, result display): the open part ('PPP-A') or `***_*` while undeclared,
 * followed by the close part ('A-PPP') or `*_***`. Both undeclared: `***_**_***`; both declared: '128-10-370'.
 */
export function formatResult(openResult: string, closeResult: string): string {
  return `${openResult || '***_*'}${closeResult || '*_***'}`;
}
