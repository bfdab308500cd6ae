import { describe, expect, it } from 'vitest';
import { isOfAge } from './age-rules.ts';
import { blockInForce, endOf } from './block-rules.ts';
import { amountInForce, COOLING_OFF_MS, decideChange, NO_LIMIT, periodOf } from './limit-rules.ts';

const at = (iso: string) => Date.parse(iso);

describe('limit rules', () => {
  it('a first or lower limit applies at once, a raise or removal after the cooling-off', () => {
    const now = at('2026-11-23T10:00:00Z');
    const first = decideChange(NO_LIMIT, 500, now);
    expect(first).toMatchObject({ effect: 'lowered', state: { amount: 500, pending_at: null } });
    const raise = decideChange(first.state, 900, now);
    expect(raise).toMatchObject({ effect: 'pending', state: { amount: 500, pending_amount: 900, pending_at: now + COOLING_OFF_MS } });
    expect(amountInForce(raise.state, now + COOLING_OFF_MS - 1)).toBe(500);
    expect(amountInForce(raise.state, now + COOLING_OFF_MS)).toBe(900);
    expect(decideChange(raise.state, null, now).state).toMatchObject({ amount: 500, pending_amount: null, pending_at: now + COOLING_OFF_MS });
    expect(decideChange(raise.state, 400, now)).toMatchObject({ effect: 'lowered', state: { amount: 400, pending_at: null } });
  });

  it("the operator's amount caps the player's", () => {
    expect(amountInForce({ ...NO_LIMIT, amount: 800, operator_amount: 300 }, 0)).toBe(300);
    expect(amountInForce({ ...NO_LIMIT, operator_amount: 300 }, 0)).toBe(300);
  });

  it('periods are the IST day, the week from Monday and the calendar month', () => {
    const sunday = at('2026-11-29T20:00:00Z'); // Monday 30 Nov 01:30 IST
    expect(periodOf('loss_day', sunday)).toEqual({ start: at('2026-11-29T18:30:00Z'), end: at('2026-11-30T18:30:00Z') });
    expect(periodOf('loss_week', sunday)).toEqual({ start: at('2026-11-29T18:30:00Z'), end: at('2026-12-06T18:30:00Z') });
    expect(periodOf('deposit_month', at('2026-12-31T20:00:00Z'))).toEqual({ start: at('2026-12-31T18:30:00Z'), end: at('2027-01-31T18:30:00Z') });
  });
});

describe('age and block rules', () => {
  it('18 on the birthday, not the day before; 29 February birthdays count from 1 March', () => {
    expect(isOfAge('2008-11-23', '2026-11-23')).toBe(true);
    expect(isOfAge('2008-11-24', '2026-11-23')).toBe(false);
    expect(isOfAge('2008-02-29', '2026-02-28')).toBe(false);
    expect(isOfAge('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('an exclusion wins over a break, and a permanent one never ends', () => {
    const now = 1000;
    const blocks = [
      { kind: 'break' as const, period: '30d' as const, starts_at: 0, ends_at: endOf('30d', 0) },
      { kind: 'exclusion' as const, period: 'permanent' as const, starts_at: 0, ends_at: endOf('permanent', 0) },
    ];
    expect(blockInForce(blocks, now)?.period).toBe('permanent');
    expect(blockInForce(blocks.slice(0, 1), endOf('30d', 0)!)).toBeUndefined();
    // A request judged at the instant it arrived meets a block stored while it waited.
    expect(blockInForce([{ kind: 'break', period: '24h', starts_at: 2000, ends_at: endOf('24h', 2000) }], 1000)?.period).toBe('24h');
  });

  it("six months and a year are counted on India's calendar, ending on the same IST time, or the shorter month's last day", () => {
    // 01:30 IST on 1 September (still 31 August in UTC) + 6 months: 1 March, 01:30 IST.
    expect(endOf('6m', at('2026-08-31T20:00:00Z'))).toBe(at('2027-02-28T20:00:00Z'));
    // 31 August, 10:00 IST + 6 months: the last day of February.
    expect(endOf('6m', at('2026-08-31T04:30:00Z'))).toBe(at('2027-02-28T04:30:00Z'));
    expect(endOf('1y', at('2028-02-29T04:30:12.345Z'))).toBe(at('2029-02-28T04:30:12.345Z'));
    expect(endOf('6m', at('2026-11-23T10:00:00Z'))).toBe(at('2027-05-23T10:00:00Z'));
    expect(endOf('1y', at('2026-12-31T18:29:59Z'))).toBe(at('2027-12-31T18:29:59Z'));
  });
});
