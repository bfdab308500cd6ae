import { describe, expect, it } from 'vitest';
import { istParts } from './ist.ts';

describe('istParts', () => {
  it('answers the IST date, weekday and minute, across midnight and back, however often it is asked', () => {
    const at = (iso: string) => istParts(Date.parse(iso));
    // 18:29:59 UTC is 23:59 IST on Monday 23 November 2026; a second later it is Tuesday.
    expect(at('2026-11-23T18:29:59.999Z')).toEqual({ date: '2026-11-23', weekday: 1, minutes: 23 * 60 + 59 });
    expect(at('2026-11-23T18:29:00.000Z')).toEqual({ date: '2026-11-23', weekday: 1, minutes: 23 * 60 + 59 });
    expect(at('2026-11-23T18:30:00.000Z')).toEqual({ date: '2026-11-24', weekday: 2, minutes: 0 });
    expect(at('2026-11-23T18:30:59.999Z')).toEqual({ date: '2026-11-24', weekday: 2, minutes: 0 });
    expect(at('2026-11-23T18:31:00.000Z')).toEqual({ date: '2026-11-24', weekday: 2, minutes: 1 });
    // Back in time (a clock set back) and to the same minute again.
    expect(at('2026-11-22T04:00:00.000Z')).toEqual({ date: '2026-11-22', weekday: 0, minutes: 9 * 60 + 30 });
    expect(at('2026-11-23T18:29:30.000Z')).toEqual({ date: '2026-11-23', weekday: 1, minutes: 23 * 60 + 59 });
    // What it answers cannot be changed by a caller.
    expect(() => {
      (at('2026-11-23T18:29:30.000Z') as { date: string }).date = 'x';
    }).toThrow();
  });
});
