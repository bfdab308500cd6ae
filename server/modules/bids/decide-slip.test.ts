/** decideSlip: the game, the phase by the clock, the day's facts and the shown date decide a slip, without I/O. */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema.d.ts';
import { ApiError } from '../../errors.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { DayRecords, DayRow, MarketRow } from '../markets/markets.ts';
import { DEFAULT_SETTINGS } from '../settings/settings.ts';
import { decideSlip } from './decide-slip.ts';

const MARKET: MarketRow = {
  id: 3,
  family: 'daily',
  name: 'KALYAN',
  open_time: '15:45',
  open_result_time: '16:00',
  close_time: '17:45',
  close_result_time: '18:00',
  weekdays: '[0,1,2,3,4,5,6]',
  active: 1,
  sort_order: 0,
  created_at: 0,
  updated_at: 0,
};
const DATE = '2026-11-23';
const at = (hhmm: string) => Date.parse(`${DATE}T${hhmm}:00+05:30`);
const none = (): DayRecords => ({ holidays: new Set(), days: new Map() });
const slip = (session: 'Open' | 'Close', extra: Partial<components['schemas']['BidSlip']> = {}): components['schemas']['BidSlip'] => ({
  gameid: '3',
  Gamename: 'KALYAN',
  pana: 'Single Ank',
  session,
  totalbit: 10,
  result: [{ points: 10, digits: '4', session, closedigits: '' }],
  ...extra,
});
const decide = (over: Partial<Parameters<typeof decideSlip>[0]> = {}) =>
  decideSlip({ family: 'daily', slip: slip('Open'), market: MARKET, settings: DEFAULT_SETTINGS, records: none(), now: at('10:00'), ...over });
const refusal = (f: () => unknown) => {
  try {
    f();
    return 'ACCEPTED';
  } catch (e) {
    if (e instanceof Refusal) return e.code;
    throw e;
  }
};
const day = (over: Partial<DayRow>): DayRow => ({
  market_id: 3,
  date: DATE,
  status: 'open',
  open_panna: null,
  close_panna: null,
  open_declared_at: null,
  open_declared_by: null,
  close_declared_at: null,
  close_declared_by: null,
  settle_version: 0,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: '',
  holiday: 0,
  ...over,
});

describe('decideSlip', () => {
  it('accepts an open bid before the open cut-off, for the day by the clock, with the daily rates', () => {
    const d = decide();
    expect(d.date).toBe(DATE);
    expect(d.market.id).toBe(3);
    expect(d.parsed.total).toBe(10);
    expect(d.rates).toBe(DEFAULT_SETTINGS.game_rates);
  });

  it('refuses an unknown, inactive or other-family game', () => {
    expect(refusal(() => decide({ market: undefined }))).toBe('UNKNOWN_GAME');
    expect(refusal(() => decide({ market: { ...MARKET, active: 0 } }))).toBe('UNKNOWN_GAME');
    expect(refusal(() => decide({ family: 'starline' }))).toBe('UNKNOWN_GAME');
  });

  it('after the open cut-off takes close bids only, and nothing after the close cut-off or at it', () => {
    expect(refusal(() => decide({ now: at('15:45') }))).toBe('BETTING_CLOSED');
    expect(refusal(() => decide({ now: at('16:30'), slip: slip('Close') }))).toBe('ACCEPTED');
    expect(refusal(() => decide({ now: at('17:45'), slip: slip('Close') }))).toBe('BETTING_CLOSED');
  });

  it('refuses on a holiday, a cancelled day and once the open result is out for open bids', () => {
    const holiday = none();
    holiday.holidays.add(`3:${DATE}`);
    expect(refusal(() => decide({ records: holiday }))).toBe('BETTING_CLOSED');
    const cancelled = none();
    cancelled.days.set(`3:${DATE}`, day({ status: 'cancelled' }));
    expect(refusal(() => decide({ records: cancelled }))).toBe('BETTING_CLOSED');
    const declared = none();
    declared.days.set(`3:${DATE}`, day({ open_panna: '128' }));
    expect(refusal(() => decide({ records: declared }))).toBe('BETTING_CLOSED');
    expect(refusal(() => decide({ records: declared, slip: slip('Close') }))).toBe('ACCEPTED');
  });

  it('refuses a slip for a bid date the client showed that is no longer the day, in any of its formats', () => {
    expect(refusal(() => decide({ slip: slip('Open', { bid_date: '22/11/2026' }) }))).toBe('BID_DATE_CHANGED');
    expect(refusal(() => decide({ slip: slip('Open', { bid_date: '23-11-2026' }) }))).toBe('ACCEPTED');
    expect(refusal(() => decide({ slip: slip('Open', { bid_date: DATE }) }))).toBe('ACCEPTED');
    expect(refusal(() => decide({ slip: slip('Open', { bid_date: ` ${DATE} ` }) }))).toBe('ACCEPTED');
    expect(refusal(() => decide({ slip: slip('Open', { bid_date: '2026-11-22 ' }) }))).toBe('BID_DATE_CHANGED');
  });

  it('refuses, as bad input, a bid date it cannot read or no calendar has, rather than placing the slip on today', () => {
    for (const bid_date of ['garbage', '2026-11-22T18:00', '22.11.2026', '2026/11/22', '22/11-2026', '31/02/2026', '2026-13-01', '1/1/2026']) {
      let error: unknown;
      try {
        decide({ slip: slip('Open', { bid_date }) });
      } catch (e) {
        error = e;
      }
      expect(error, bid_date).toBeInstanceOf(ApiError);
      expect((error as ApiError).statusCode, bid_date).toBe(422);
      expect((error as ApiError).extra, bid_date).toEqual({ errors: [{ field: 'new_result.bid_date', message: expect.stringContaining('Bid date') }] });
    }
  });
});
