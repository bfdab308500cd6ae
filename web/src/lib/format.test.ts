import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatPoints, formatShortDay, formatWeekday, istDate, slashDate } from './format.ts';

describe('IST dates and points', () => {
  const mondayNoonIst = Date.parse('2026-11-23T06:30:00Z');
  const lateSundayUtc = Date.parse('2026-11-22T20:00:00Z'); // already Monday 01:30 in India

  it('takes the calendar day in India, not in UTC', () => {
    expect(istDate(0, mondayNoonIst)).toBe('2026-11-23');
    expect(istDate(0, lateSundayUtc)).toBe('2026-11-23');
    expect(istDate(7, mondayNoonIst)).toBe('2026-11-16');
    expect(slashDate(mondayNoonIst)).toBe('2026/11/23');
  });

  it('writes days and times the way players read them', () => {
    expect(formatDay('2026-11-23')).toBe('23/11/2026');
    expect(formatShortDay('2026-11-23')).toBe('23/11/26');
    expect(formatShortDay('not a date')).toBe('not a date');
    expect([formatWeekday('2026-11-23'), formatWeekday('2026-11-22'), formatWeekday('2024-03-28')]).toEqual(['Mon', 'Sun', 'Thu']);
    expect(formatDateTime('2026-11-23T06:30:00.000Z')).toMatch(/^23\/11\/2026, 12:00\sPM$/);
    expect(formatDateTime('2026-11-23T00:30:00.000Z')).toMatch(/^23\/11\/2026, 06:00\sAM$/);
    expect(formatPoints(1250.5)).toBe('1,250.5');
    expect(formatPoints(100000)).toBe('1,00,000');
  });
});
