/** The player's bid and winning histories of daily markets and Starline slots, newest first. */
import type { Kysely } from 'kysely';
import type { DB, Family } from '../../db/schema.ts';
import { assertRangeOrder } from '../../lib/date-range.ts';
import { addDays, istParts } from '../../lib/ist.ts';
import { toPoints } from '../../lib/money.ts';

const SESSION_LABEL = { open: 'Open', close: 'Close', '': '' } as const;

const BID_HISTORY_MSG = { daily: ['Bid history', 'No Data Found Here'], starline: ['Starline bid history', 'No data found here'] } as const;
const WINNING_HISTORY_MSG = { daily: ['Winning history', 'No Data Found Here'], starline: ['Starline winning history', 'No Data Found Here'] } as const;

/** The most bids a history lists, newest first; `more` says when the dates hold more. */
export const HISTORY_ROWS = 500;

async function history(db: Kysely<DB>, userId: number, family: Family, from: string, to: string, onlyWins: boolean) {
  let q = db
    .selectFrom('bids')
    .innerJoin('markets', 'markets.id', 'bids.market_id')
    .select([
      'bids.id',
      'markets.name',
      'bids.label',
      'bids.bid_type',
      'bids.digits',
      'bids.closedigits',
      'bids.session',
      'bids.points',
      'bids.market_date',
      'bids.status',
      'bids.win_amount',
      'bids.created_at',
    ])
    .where('bids.user_id', '=', userId)
    .where('markets.family', '=', family)
    .where('bids.market_date', '>=', from)
    .where('bids.market_date', '<=', to)
    .orderBy('bids.id', 'desc')
    .limit(HISTORY_ROWS + 1);
  if (onlyWins) q = q.where('bids.status', '=', 'won');
  const found = await q.execute();
  const rows = found.slice(0, HISTORY_ROWS);
  return {
    more: found.length > HISTORY_ROWS,
    rows: rows.map((r) => ({
      game_name: r.name,
      pana: r.label,
      bid_type: r.bid_type,
      digits: r.digits,
      closedigits: r.closedigits,
      session: family === 'starline' ? 'open' : SESSION_LABEL[r.session],
      points: toPoints(r.points),
      bid_tx_id: String(r.id),
      bid_date: r.market_date,
      bid_status: r.status,
      win_amount: toPoints(r.win_amount),
      insert_date: new Date(r.created_at).toISOString(),
    })),
  };
}

/** A date range from the request, defaulting to the last 30 days (IST), the last one included. */
function rangeOf(now: number, from?: string, to?: string): [string, string] {
  const today = istParts(now).date;
  return [from ?? addDays(to ?? today, -29), to ?? today];
}

/** The player's bids in one family between two market dates, the newest 500. */
export async function bidHistory(db: Kysely<DB>, userId: number, family: Family, range: { from: string; to: string }) {
  assertRangeOrder(range.from, range.to, 'bid_from');
  const { rows, more } = await history(db, userId, family, range.from, range.to, false);
  const [found, none] = BID_HISTORY_MSG[family];
  return { status: true, code: 'OK' as const, msg: rows.length ? found : none, bid_data: rows, more };
}

/** The player's winning bids in one family, the newest 500; the range defaults to the last 30 days. */
export async function winningHistory(
  db: Kysely<DB>,
  userId: number,
  family: Family,
  range: { from?: string | undefined; to?: string | undefined; now: number; field: string },
) {
  assertRangeOrder(range.from, range.to, range.field);
  const [from, to] = rangeOf(range.now, range.from, range.to);
  const { rows, more } = await history(db, userId, family, from, to, true);
  const [found, none] = WINNING_HISTORY_MSG[family];
  return { status: true, code: 'OK' as const, msg: rows.length ? found : none, win_data: rows, more };
}
