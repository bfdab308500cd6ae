import { describe, expect, it } from 'vitest';
import { chartDate } from './chart-date.ts';

describe('chart dates', () => {
  it('reads dd/mm/yy with the weekday of that calendar day', () => {
    expect(chartDate('2026-11-23')).toEqual(['23/11/26', 'Mon']);
    expect(chartDate('2026-11-22')).toEqual(['22/11/26', 'Sun']);
    expect(chartDate('2024-03-28')).toEqual(['28/03/24', 'Thu']);
  });
});
