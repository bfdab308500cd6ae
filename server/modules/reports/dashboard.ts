/** The operator dashboard of one market day: takings per market and in total, pending money, players, 30 days. */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { addDays, istInstant } from '../../lib/ist.ts';
import { toPoints } from '../../lib/money.ts';
import { BIDS, PAYOUTS, PENDING, STAKES, takings, takingsOf } from './takings.ts';

async function pending(db: Kysely<DB>, table: 'fund_requests' | 'withdrawals') {
  const r = await db
    .selectFrom(table)
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('s')])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { count: Number(r.n), amount: toPoints(Number(r.s)) };
}

export async function dashboard(db: Kysely<DB>, date: string) {
  const perMarket = await db
    .selectFrom('bids')
    .innerJoin('markets', 'markets.id', 'bids.market_id')
    .select([
      'markets.id',
      'markets.name',
      'markets.family',
      'markets.sort_order',
      BIDS.as('bids'),
      STAKES.as('stakes'),
      PENDING.as('pending'),
      PAYOUTS.as('payouts'),
    ])
    .where('bids.market_date', '=', date)
    .groupBy(['markets.id', 'markets.name', 'markets.family', 'markets.sort_order'])
    .orderBy('markets.family')
    .orderBy('markets.sort_order')
    .orderBy('markets.id')
    .execute();
  const markets = perMarket.map((m) => ({ market_id: String(m.id), name: m.name, family: m.family, bids: Number(m.bids), ...takings(m) }));
  const totals = { bids: markets.reduce((s, m) => s + m.bids, 0), ...takingsOf(perMarket) };
  const start = istInstant(date, '00:00');
  const players = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*)`.as('all'),
      sql<number>`coalesce(sum(case when created_at >= ${start} and created_at < ${istInstant(addDays(date, 1), '00:00')} then 1 else 0 end), 0)`.as('new'),
    ])
    .where('role', '=', 'player')
    .executeTakeFirstOrThrow();
  const first = addDays(date, -29);
  const days = await db
    .selectFrom('bids')
    .select(['bids.market_date', STAKES.as('stakes'), PENDING.as('pending'), PAYOUTS.as('payouts')])
    .where('bids.market_date', '>=', first)
    .where('bids.market_date', '<=', date)
    .groupBy('bids.market_date')
    .execute();
  const series = Array.from({ length: 30 }, (_, i) => {
    const d = addDays(first, i);
    const row = days.find((r) => r.market_date === d);
    return { date: d, ...takings(row ?? { stakes: 0, pending: 0, payouts: 0 }) };
  });
  return {
    date,
    markets,
    totals,
    pending_deposits: await pending(db, 'fund_requests'),
    pending_withdrawals: await pending(db, 'withdrawals'),
    new_players: Number(players.new),
    players_total: Number(players.all),
    series,
  };
}
