/** A day's pending bids grouped by what they back, largest potential payout first. */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import type { MarketRow } from '../markets/markets.ts';

export async function exposure(db: Kysely<DB>, market: MarketRow, date: string) {
  const rows = await db
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
    .groupBy(['bid_type', 'session', 'digits', 'closedigits'])
    .execute();
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
    .sort((a, b) => b.potential_payout - a.potential_payout)
    .slice(0, 500);
  return { market_id: String(market.id), date, rows: report };
}
