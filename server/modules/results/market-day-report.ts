/** A market day as operators see it: results, status and its bids by outcome. */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { type MarketRow, resultTexts } from '../markets/markets.ts';
import { dayInstants } from '../markets/phases.ts';

const STATUSES = ['pending', 'won', 'lost', 'refunded'] as const;

export async function marketDayReport(db: Kysely<DB>, market: MarketRow, date: string) {
  const day = await db.selectFrom('market_days').selectAll().where('market_id', '=', market.id).where('date', '=', date).executeTakeFirst();
  // One pass over the day's bids with a sum per status (no grouping sort over a day that may hold millions).
  const per = (status: string) => sql`when status = ${sql.lit(status)} then`;
  const totals = await db
    .selectFrom('bids')
    .select([
      sql<number>`count(*)`.as('count'),
      // What players have staked: a refunded bid's points went back to its player.
      sql<number>`coalesce(sum(case when status <> 'refunded' then points else 0 end), 0)`.as('points'),
      ...STATUSES.map((s) => sql<number>`coalesce(sum(case ${per(s)} 1 else 0 end), 0)`.as(s)),
      sql<number>`coalesce(sum(case ${per('won')} win_amount else 0 end), 0)`.as('paid'),
    ])
    .where('market_id', '=', market.id)
    .where('market_date', '=', date)
    .executeTakeFirstOrThrow();
  const bidsEnd = dayInstants(market, date);
  return {
    market_id: String(market.id),
    game_name: market.name,
    date,
    status: day?.status ?? ('open' as const),
    open_panna: day?.open_panna ?? '',
    close_panna: day?.close_panna ?? '',
    ...resultTexts(day),
    settle_version: day?.settle_version ?? 0,
    cancel_reason: day?.cancel_reason ?? '',
    holiday: day?.holiday === 1,
    open_bids_end: new Date(bidsEnd.openBidEnd).toISOString(),
    close_bids_end: new Date(bidsEnd.closeBidEnd).toISOString(),
    bids: {
      count: Number(totals.count),
      total_points: toPoints(Number(totals.points)),
      pending: Number(totals.pending),
      won: Number(totals.won),
      lost: Number(totals.lost),
      refunded: Number(totals.refunded),
      paid: toPoints(Number(totals.paid)),
    },
  };
}
