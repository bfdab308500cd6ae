/** The biggest wins of a date range, with the winners' names masked. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { assertRangeOrder } from '../../lib/date-range.ts';
import { istParts } from '../../lib/ist.ts';
import { toPoints } from '../../lib/money.ts';

/** Masks a name for public lists: "Ravi Kumar" -> "Ra*****ar". */
const mask = (name: string) =>
  name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}${'*'.repeat(Math.min(name.length - 4, 5))}${name.slice(-2)}`;

export async function topWinners(
  db: Kysely<DB>,
  q: { starline?: boolean | undefined; bid_from?: string | undefined; bid_to?: string | undefined },
  now: number,
) {
  assertRangeOrder(q.bid_from, q.bid_to, 'bid_from');
  const today = istParts(now).date;
  const rows = await db
    .selectFrom('bids')
    .innerJoin('markets', 'markets.id', 'bids.market_id')
    .innerJoin('users', 'users.id', 'bids.user_id')
    .select(['users.name', 'bids.win_amount', 'markets.name as game_name', 'bids.label', 'bids.digits', 'bids.closedigits', 'bids.session', 'bids.settled_at'])
    .where('bids.status', '=', 'won')
    .where('markets.family', '=', q.starline ? 'starline' : 'daily')
    .where('bids.market_date', '>=', q.bid_from ?? today)
    .where('bids.market_date', '<=', q.bid_to ?? today)
    .orderBy('bids.win_amount', 'desc')
    .orderBy('bids.id')
    .limit(50)
    .execute();
  return {
    status: true,
    code: 'OK' as const,
    msg: rows.length ? 'Top winners' : 'No Data Found Here',
    winners: rows.map((r) => ({
      user_name: mask(r.name),
      win_amount: toPoints(r.win_amount),
      game_name: r.game_name,
      pana: r.label,
      digits: r.digits,
      closedigits: r.closedigits,
      session: r.session === 'open' ? 'Open' : r.session === 'close' ? 'Close' : '',
      win_time: new Date(r.settled_at ?? 0).toISOString(),
    })),
  };
}
