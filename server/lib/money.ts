/** Money is stored as integer hundredths of a point; replies show points with at most two decimals. */
export const toPoints = (hundredths: number): number => hundredths / 100;
export const fromPoints = (points: number): number => {
  if (!Number.isInteger(points)) throw new Error('whole points expected');
  return points * 100;
};
