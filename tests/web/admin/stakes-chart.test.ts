/** The console's stakes chart puts a date under the first day, every seventh and the last, none overlapping. */
import { describe, expect, it } from 'vitest';
import { axisTop, dayLabelled } from '../../../web/src/features/admin/dashboard/stakes-chart.tsx';

const labelled = (count: number) => Array.from({ length: count }, (_, i) => i).filter((i) => dayLabelled(i, count));

describe('the stakes chart axis', () => {
  it('dates the first day, every seventh and the last, leaving out a seventh day next to the last', () => {
    expect(labelled(30)).toEqual([0, 7, 14, 21, 29]);
    expect(labelled(29)).toEqual([0, 7, 14, 21, 28]);
    expect(labelled(33)).toEqual([0, 7, 14, 21, 28, 32]);
    expect(labelled(7)).toEqual([0, 6]);
    expect(labelled(1)).toEqual([0]);
  });

  it('tops the axis with a round, even number at or above the largest day, so its middle line is whole points', () => {
    expect([0, 1, 3, 4, 9, 10, 11, 35, 70, 71, 999, 1000, 45_000].map(axisTop)).toEqual([2, 2, 4, 4, 10, 10, 20, 40, 70, 80, 1000, 1000, 50_000]);
  });
});
