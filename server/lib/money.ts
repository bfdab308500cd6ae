/** Money is stored as integer hundredths of a point; replies show points with at most two decimals. */
export const toPoints = (hundredths: number): number => hundredths / 100;
export const fromPoints = (points: number): number => {
  if (!Number.isInteger(points)) throw new Error('whole points expected');
  return points * 100;
};
/**
 * Points with at most two decimals (a withdrawal or an adjustment may carry a win's half point) as hundredths. The
 * contract refuses more decimals first (`multipleOf: 0.01`); the tolerance only absorbs binary fractions (0.29 * 100).
 */
export const fromDecimalPoints = (points: number): number => {
  const hundredths = Math.round(points * 100);
  if (Math.abs(hundredths - points * 100) > 1e-6) throw new Error('points with at most two decimals expected');
  return hundredths;
};
