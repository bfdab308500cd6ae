/** Money is stored as integer hundredths of a point; replies show points with at most two decimals. */
export const toPoints = (hundredths: number): number => hundredths / 100;
/** Points as a message shows them: Indian grouping, at most two decimals (1,00,000; 47.5). */
export const pointsText = (points: number): string => points.toLocaleString('en-IN', { maximumFractionDigits: 2 });
export const fromPoints = (points: number): number => {
  if (!Number.isInteger(points)) throw new Error('whole points expected');
  return points * 100;
};
/**
 * Whether a number has at most `places` decimals as written (0.29, 111848.18). Rounded and compared exactly: a
 * quotient test (`x / 0.01` a whole number, JSON Schema's `multipleOf`) fails on binary fractions of large amounts.
 */
export const hasAtMostDecimals = (value: number, places: number): boolean => {
  const scale = 10 ** places;
  return Number.isFinite(value) && Math.round(value * scale) / scale === value;
};

/**
 * Points with at most two decimals (a withdrawal or an adjustment may carry a win's half point) as hundredths. The
 * contract refuses more decimals first (`x-decimals: 2`).
 */
export const fromDecimalPoints = (points: number): number => {
  if (!hasAtMostDecimals(points, 2)) throw new Error('points with at most two decimals expected');
  return Math.round(points * 100);
};
