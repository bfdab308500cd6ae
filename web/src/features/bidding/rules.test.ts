import { describe, expect, it } from 'vitest';
import { addChip, ankProblem, bidRuleMessages, CHIPS, gridEntries, pattiProblem, slipOf, totalOf, typedPoints } from './rules.ts';

describe('bid form rules', () => {
  it('has the chips 5 to 5000, and each click adds the chip itself (5000 adds 5000)', () => {
    expect(CHIPS).toEqual([5, 10, 50, 100, 200, 500, 1000, 5000]);
    let points = addChip({}, '5', 5000);
    points = addChip(points, '5', 10);
    expect(points).toEqual({ '5': 5010 });
    expect(totalOf(addChip(points, '7', 50))).toBe(5060);
  });

  it('typing sets the typed whole number, 0 when it is not one', () => {
    expect(typedPoints('35')).toBe(35);
    expect(typedPoints(' 7 ')).toBe(7);
    expect(typedPoints('3.5')).toBe(0);
    expect(typedPoints('abc')).toBe(0);
    expect(typedPoints('')).toBe(0);
  });

  it('builds the slip from the entries with points, totalbit their sum', () => {
    const entries = gridEntries(['0', '1', '2'], { '1': 20, '2': 0 });
    expect(slipOf({ date: '2026-11-23', gameId: '5', gameName: 'KALYAN', label: 'Single Ank', session: 'Close', entries })).toEqual({
      bid_date: '2026-11-23',
      gameid: '5',
      Gamename: 'KALYAN',
      totalbit: 20,
      pana: 'Single Ank',
      session: 'Close',
      result: [{ points: 20, digits: '1', session: 'Close', closedigits: '' }],
    });
  });

  it('checks an ank and a patti as the spec says', () => {
    const english = bidRuleMessages.get();
    expect(ankProblem('', english)).toBeNull();
    expect(ankProblem('7', english)).toBeNull();
    expect(ankProblem('12', english)).toBe('Please enter a single digit between 0 and 9');
    expect(ankProblem('a', english)).toBe('Please enter a single digit between 0 and 9');
    expect(pattiProblem('12', english)).toBeNull();
    expect(pattiProblem('999', english)).toBeNull();
    expect(pattiProblem('1000', english)).toBe('Please enter a number between 000 and 999');
    expect(pattiProblem('1a', english)).toBe('Please enter a number between 000 and 999');
  });
});
