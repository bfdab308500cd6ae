import { describe, expect, it } from 'vitest';
import { readPointsAmount } from './points-amount.ts';

describe('points typed with at most two decimals', () => {
  it('reads whole points and hundredths', () => {
    expect(readPointsAmount('500')).toBe(500);
    expect(readPointsAmount(' 1042.5 ')).toBe(1042.5);
    expect(readPointsAmount('1042.50')).toBe(1042.5);
    expect(readPointsAmount('0.25')).toBe(0.25);
  });

  it('refuses zero, finer fractions, grouping, signs and exponents', () => {
    for (const text of ['', '0', '0.00', '1.234', '1,000', '-5', '+5', '1e3', '05', '.5', '5.', '1234567890']) {
      expect(readPointsAmount(text), text).toBeUndefined();
    }
  });
});
