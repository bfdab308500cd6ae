/** A market day as operators see it: results, status and its bids by outcome. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { type MarketRow, resultTexts } from '../markets/markets.ts';

export async function marketDayReport(db: Kysely<DB>, market: MarketRow, date: string) {
  const day = await db.selectFrom('market_days').selectAll().where('market_id', '=', market.id).where('date', '=', date).executeTakeFirst();
  const rows = await db
    .selectFrom('bids')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('points').as('points'), eb.fn.sum<number>('win_amount').as('paid')])
    .where('market_id', '=', market.id)
    .where('market_date', '=', date)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
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
    bids: {
      count: rows.reduce((s, r) => s + Number(r.n), 0),
      total_points: toPoints(rows.reduce((s, r) => s + Number(r.points ?? 0), 0)),
      pending: count('pending'),
      won: count('won'),
      lost: count('lost'),
      refunded: count('refunded'),
      paid: toPoints(Number(rows.find((r) => r.status === 'won')?.paid ?? 0)),
    },
  };
}
