/** Bid and winnings reports over a date range: per day, market and bid type, and per player (sell report). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { assertRangeOrder } from '../../lib/date-range.ts';
import { addDays, istParts } from '../../lib/ist.ts';
import { matchesPlayer } from '../players/players.queries.ts';
import { type BidFilter, selectBids } from './bids.queries.ts';
import { BIDS, PAYOUTS, PENDING, STAKES, takings, takingsOf, WINNERS } from './takings.ts';

const MAX_DAYS = 366;

/** The range asked for, or the 7 days ending today (IST); at most a year. */
export function reportRange(q: { from?: string | undefined; to?: string | undefined }, now: number) {
  const to = q.to ?? istParts(now).date;
  const from = q.from ?? addDays(to, -6);
  assertRangeOrder(from, to);
  if (from < addDays(to, -(MAX_DAYS - 1))) throw invalid('from', `A report covers at most ${MAX_DAYS} days`);
  return { from, to };
}

function totalsOf(rows: Array<{ bids: unknown; winners: unknown; stakes: unknown; pending: unknown; payouts: unknown }>) {
  const sum = (k: 'bids' | 'winners') => rows.reduce((s, r) => s + Number(r[k] ?? 0), 0);
  return { bids: sum('bids'), winners: sum('winners'), ...takingsOf(rows) };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type ReportRow = { market_date: string; name: string; family: string; id: number; bid_type: string };
const reportOrder = (a: ReportRow, b: ReportRow) =>
  byText(b.market_date, a.market_date) || byText(a.name, b.name) || byText(a.family, b.family) || Number(a.id) - Number(b.id) || byText(a.bid_type, b.bid_type);

export async function bidReport(db: Kysely<DB>, f: BidFilter & { from: string; to: string }) {
  const rows = await selectBids(db, f)
    .select(['bids.market_date', 'markets.id', 'markets.name', 'markets.family', 'bids.bid_type'])
    .select([BIDS.as('bids'), WINNERS.as('winners'), STAKES.as('stakes'), PENDING.as('pending'), PAYOUTS.as('payouts')])
    .groupBy(['bids.market_date', 'markets.id', 'markets.name', 'markets.family', 'bids.bid_type'])
    .execute();
  // Ordered here, not by the database, whose text order follows its collation: newest day first, then market name
  // (by code point), family, market and bid type, so that pages cut from it never repeat or skip a row.
  const items = rows.sort(reportOrder).map((r) => ({
    date: r.market_date,
    market_id: String(r.id),
    market_name: r.name,
    family: r.family,
    bid_type: r.bid_type,
    bids: Number(r.bids),
    winners: Number(r.winners),
    ...takings(r),
  }));
  return { items, totals: totalsOf(rows) };
}

export async function sellReport(db: Kysely<DB>, f: BidFilter & { from: string; to: string; q?: string | undefined }) {
  let q = selectBids(db, f);
  if (f.q) q = q.where(matchesPlayer(f.q));
  const rows = await q
    .select([
      'users.id',
      'users.name',
      'users.mobile',
      BIDS.as('bids'),
      WINNERS.as('winners'),
      STAKES.as('stakes'),
      PENDING.as('pending'),
      PAYOUTS.as('payouts'),
    ])
    .groupBy(['users.id', 'users.name', 'users.mobile'])
    .execute();
  const items = rows
    .map((r) => ({ user_id: String(r.id), name: r.name, mobile: r.mobile, bids: Number(r.bids), ...takings(r) }))
    .sort((a, b) => b.stakes - a.stakes || Number(a.user_id) - Number(b.user_id));
  return { items, totals: totalsOf(rows) };
}
