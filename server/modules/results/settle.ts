/**
 * Settlement, set-based: one statement marks a declaration's bids won or lost with their payouts, then each
 * winner gets one ledger entry for the total (the wallet and the entry change in the same transaction).
 * Corrections reverse the day's paid wins before settling again; cancellation refunds every stake.
 * Every entry's reference carries the day's settlement version, so each step can post only once. Each step returns
 * what it moved per player, for the notices.
 */
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { ankOf } from '../../../sdk/pannas.ts';
import type { DB, Family } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { notifyEach } from '../notifications/notify.ts';
import { lockWallets, postTotals } from '../wallet/ledger.ts';

/** What a step moved per player, in hundredths of a point (players it moved nothing for are absent). */
export type Moved = Array<{ userId: number; total: number }>;

/** What steps moved in all, for the audit log: how many players, and the points. */
export function movedInAll(...steps: Moved[]): { players: number; points: number } {
  const players = new Set<number>();
  let total = 0;
  for (const step of steps) {
    for (const m of step) {
      players.add(m.userId);
      total += m.total;
    }
  }
  return { players: players.size, points: toPoints(total) };
}

export interface DayKey {
  marketId: number;
  date: string;
  version: number;
  now: number;
  marketName: string;
  /** A result drawn by the demo result source (demo mode only): its notices say so. */
  demo?: boolean;
}

const OPEN_SCOPE = sql`bid_type in ('single_digit', 'single_pana', 'double_pana', 'triple_pana') and session = 'open'`;
const CLOSE_SCOPE = sql`not (bid_type in ('single_digit', 'single_pana', 'double_pana', 'triple_pana') and session = 'open')`;

async function markBids(trx: Transaction<DB>, k: DayKey, scope: RawBuilder<unknown>, wins: RawBuilder<unknown>) {
  await sql`update bids set
      status = case when ${wins} then 'won' else 'lost' end,
      win_amount = case when ${wins} then points * rate_2 / rate_1 else 0 end,
      settled_at = ${k.now}
    where market_id = ${k.marketId} and market_date = ${k.date} and status = 'pending' and ${scope}`.execute(trx);
}

/** How a notice names a result: the Starline slot, or the daily market with its session ("KALYAN open"). */
export function labelOf(family: Family, marketName: string, session: string): string {
  return family === 'starline' ? marketName : `${marketName} ${session}`;
}

/**
 * Pays the scope's winners. A declaration tells each winner; a correction does not (it tells each player the net
 * change instead: settlement-notices.ts).
 */
async function payWins(trx: Transaction<DB>, k: DayKey, scope: RawBuilder<unknown>, scopeName: string, family: Family, tell: boolean): Promise<Moved> {
  const select = sql`select user_id, win_amount as amount from bids
    where market_id = ${k.marketId} and market_date = ${k.date} and status = 'won' and ${scope}`;
  const label = labelOf(family, k.marketName, scopeName);
  const winners = await postTotals(trx, select, {
    now: k.now,
    type: 'win',
    sign: 1,
    refType: 'result',
    refId: `${k.marketId}:${k.date}:${scopeName}:v${k.version}`,
    note: `Win: ${label} ${k.date}`,
  });
  if (!tell) return winners;
  const notices = winners.map((w) => ({
    userId: w.userId,
    title: k.demo ? 'You won! (demo result)' : 'You won!',
    message: `${k.demo ? 'Demo result: ' : ''}${toPoints(w.total)} points won on ${label} (${k.date}) were added to your wallet.`,
    facts: {
      points: toPoints(w.total),
      market: k.marketName,
      ...(family === 'starline' ? {} : { session: scopeName as 'open' | 'close' }),
      market_date: k.date,
      ...(k.demo ? { demo: true } : {}),
    },
  }));
  await notifyEach(trx, 'win', notices, k.now);
  return winners;
}

/** Settles the open session (and a Starline slot): single digits by the ank, pannas by the panna. */
export async function settleOpen(trx: Transaction<DB>, k: DayKey, panna: string, family: Family, tell = true): Promise<Moved> {
  const a = String(ankOf(panna));
  await markBids(trx, k, OPEN_SCOPE, sql`((bid_type = 'single_digit' and digits = ${a}) or (bid_type <> 'single_digit' and digits = ${panna}))`);
  return payWins(trx, k, OPEN_SCOPE, 'open', family, tell);
}

/** Settles everything else of a daily market day once the close panna is known. */
export async function settleClose(trx: Transaction<DB>, k: DayKey, openPanna: string, closePanna: string, tell = true): Promise<Moved> {
  const a = String(ankOf(openPanna));
  const b = String(ankOf(closePanna));
  const wins = sql`(
    (bid_type = 'single_digit' and digits = ${b})
    or (bid_type in ('single_pana', 'double_pana', 'triple_pana') and digits = ${closePanna})
    or (bid_type = 'jodi' and digits = ${a + b})
    or (bid_type = 'half_sangam_open' and closedigits = ${openPanna} and digits = ${b})
    or (bid_type = 'half_sangam_close' and digits = ${a} and closedigits = ${closePanna})
    or (bid_type = 'full_sangam' and digits = ${openPanna} and closedigits = ${closePanna}))`;
  await markBids(trx, k, CLOSE_SCOPE, wins);
  return payWins(trx, k, CLOSE_SCOPE, 'close', 'daily', tell);
}

/** Locks the wallets of every player with a bid on the day, before a step that moves several sets of them. */
export async function lockDayWallets(trx: Transaction<DB>, k: DayKey): Promise<void> {
  await lockWallets(trx, sql`select user_id from bids where market_id = ${k.marketId} and market_date = ${k.date}`);
}

/** Takes back every win paid for the day (a wallet may go below zero: the debt is shown) and reopens its bids. */
export async function reverseWins(trx: Transaction<DB>, k: DayKey): Promise<Moved> {
  const select = sql`select user_id, win_amount as amount from bids where market_id = ${k.marketId} and market_date = ${k.date} and status = 'won'`;
  const reversed = await postTotals(trx, select, {
    now: k.now,
    type: 'win_reversal',
    sign: -1,
    refType: 'result',
    refId: `${k.marketId}:${k.date}:v${k.version}`,
    note: `Win reversed: ${k.marketName} ${k.date}`,
  });
  await sql`update bids set status = 'pending', win_amount = 0, settled_at = null
    where market_id = ${k.marketId} and market_date = ${k.date} and status in ('won', 'lost')`.execute(trx);
  return reversed;
}

/** Refunds every stake of the day once and marks its bids refunded. */
export async function refundAll(trx: Transaction<DB>, k: DayKey): Promise<Moved> {
  const select = sql`select user_id, points as amount from bids where market_id = ${k.marketId} and market_date = ${k.date} and status <> 'refunded'`;
  const refunded = await postTotals(trx, select, {
    now: k.now,
    type: 'refund',
    sign: 1,
    refType: 'market_day',
    refId: `${k.marketId}:${k.date}`,
    note: `Refund: ${k.marketName} ${k.date} cancelled`,
  });
  await sql`update bids set status = 'refunded', win_amount = 0, settled_at = ${k.now}
    where market_id = ${k.marketId} and market_date = ${k.date} and status <> 'refunded'`.execute(trx);
  return refunded;
}
