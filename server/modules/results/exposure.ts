/**
 * A day's pending bids grouped by what they back, largest potential payout first: once the open result is out, only
 * those that may still win (a Jodi or Sangam whose open part missed it waits for the close to be settled, but pays
 * nothing).
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { dayRecords, type MarketRow } from '../markets/markets.ts';
import { mayStillWin } from './win-rules.ts';

export interface ExposureFilter {
  session?: 'open' | 'close';
  bidType?: string;
}

export async function exposure(
  db: Kysely<DB>,
  market: MarketRow,
  date: string,
  page: { limit: number; offset: number } = { limit: 100, offset: 0 },
  filter: ExposureFilter = {},
) {
  const openPanna = (await dayRecords(db, [market.id], [date])).days.get(`${market.id}:${date}`)?.open_panna ?? null;
  const grouped = await db
    .selectFrom('bids')
    .select((eb) => [
      'bid_type',
      'session',
      'digits',
      'closedigits',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('points').as('points'),
      eb.fn.sum<number>(sql`points * rate_2 / rate_1`).as('payout'),
    ])
    .where('market_id', '=', market.id)
    .where('market_date', '=', date)
    .where('status', '=', 'pending')
    .$if(filter.session !== undefined, (q) => q.where('session', '=', filter.session!))
    .$if(filter.bidType !== undefined, (q) => q.where('bid_type', '=', filter.bidType! as never))
    .groupBy(['bid_type', 'session', 'digits', 'closedigits'])
    .execute();
  const rows = grouped.filter((r) => mayStillWin(r, openPanna));
  const report = rows
    .map((r) => ({
      bid_type: r.bid_type,
      session: r.session,
      digits: r.digits,
      closedigits: r.closedigits,
      bids: Number(r.n),
      total_points: toPoints(Number(r.points)),
      potential_payout: toPoints(Number(r.payout)),
    }))
    .sort(
      (a, b) =>
        b.potential_payout - a.potential_payout ||
        cmp(a.bid_type, b.bid_type) ||
        cmp(a.session, b.session) ||
        cmp(a.digits, b.digits) ||
        cmp(a.closedigits, b.closedigits),
    );
  const sum = (k: 'points' | 'payout') => toPoints(rows.reduce((t, r) => t + Number(r[k]), 0));
  return {
    market_id: String(market.id),
    date,
    total: report.length,
    limit: page.limit,
    offset: page.offset,
    total_points: sum('points'),
    total_potential_payout: sum('payout'),
    rows: report.slice(page.offset, page.offset + page.limit),
  };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
