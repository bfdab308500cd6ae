/**
 * The biggest wins of a date range, with the winners' names masked. Anyone may ask (no login), and one answer reads
 * every win of its days (a busy day's 100,000 wins took 0.8 s of the event loop on SQLite), so asks are bounded: at
 * most 31 days, an answer is kept for 10 seconds and shared by the asks that come meanwhile, and answers are worked
 * out one at a time (at most 32 waiting, then 503), so a flood of asks cannot hold other players' requests for
 * seconds.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { invalid, serverBusy } from '../../errors.ts';
import { assertRangeOrder } from '../../lib/date-range.ts';
import { addDays, istParts } from '../../lib/ist.ts';
import { toPoints } from '../../lib/money.ts';

/** Masks a name for public lists: "Ravi Kumar" -> "Ra*****ar". */
const mask = (name: string) =>
  name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}${'*'.repeat(Math.min(name.length - 4, 5))}${name.slice(-2)}`;

export const MAX_TOP_WINNER_DAYS = 31;
const KEPT_MS = 10_000;
const MAX_KEPT = 500;
const MAX_WAITING = 32;

type Answer = Awaited<ReturnType<typeof readTopWinners>>;
/** By database: answers by family and range, with when each was asked for (kept, or still being worked out). */
const keptBy = new WeakMap<Kysely<DB>, Map<string, { at: number; answer: Promise<Answer> }>>();
let working: Promise<unknown> = Promise.resolve();
let waiting = 0;

export async function topWinners(
  db: Kysely<DB>,
  q: { starline?: boolean | undefined; bid_from?: string | undefined; bid_to?: string | undefined },
  now: number,
) {
  const today = istParts(now).date;
  const from = q.bid_from ?? today;
  const to = q.bid_to ?? today;
  assertRangeOrder(from, to, 'bid_from');
  if (addDays(from, MAX_TOP_WINNER_DAYS - 1) < to) throw invalid('bid_from', `Ask for at most ${MAX_TOP_WINNER_DAYS} days at a time`);
  const key = `${q.starline ? 'starline' : 'daily'} ${from} ${to}`;
  const kept = keptBy.get(db) ?? new Map<string, { at: number; answer: Promise<Answer> }>();
  keptBy.set(db, kept);
  const known = kept.get(key);
  if (known && now - known.at < KEPT_MS) return known.answer;
  if (waiting >= MAX_WAITING) throw serverBusy(5);
  waiting += 1;
  const answer = working.then(() => readTopWinners(db, q.starline === true, from, to)).finally(() => (waiting -= 1));
  working = answer.catch(() => undefined);
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, { at: now, answer });
  // A failed read is not kept: the next ask tries again.
  answer.catch(() => kept.delete(key));
  return answer;
}

async function readTopWinners(db: Kysely<DB>, starline: boolean, from: string, to: string) {
  const rows = await db
    .selectFrom('bids')
    .innerJoin('markets', 'markets.id', 'bids.market_id')
    .innerJoin('users', 'users.id', 'bids.user_id')
    .select(['users.name', 'bids.win_amount', 'markets.name as game_name', 'bids.label', 'bids.digits', 'bids.closedigits', 'bids.session', 'bids.settled_at'])
    .where('bids.status', '=', 'won')
    .where('markets.family', '=', starline ? 'starline' : 'daily')
    .where('bids.market_date', '>=', from)
    .where('bids.market_date', '<=', to)
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
