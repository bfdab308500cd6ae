/**
 * Points typed with at most two decimals ("1042.5", "1042.50"): a withdrawal or an adjustment can carry a win's half
 * point. Undefined for anything else ("0", "1,000", "1.234", "-5", "1e3").
 */
const POINTS_AMOUNT = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/;

export function readPointsAmount(text: string): number | undefined {
  const typed = text.trim();
  if (!POINTS_AMOUNT.test(typed)) return undefined;
  const points = Number(typed);
  return points > 0 ? points : undefined;
}
