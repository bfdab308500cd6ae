/** One player as the console's player page shows it: summary, bank details and UPI numbers, counts and lifetime sums. */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { savedPayees } from '../profile/payees.ts';
import { upiDetailsView } from '../profile/upi-details.ts';
import { findPlayer } from './players.queries.ts';

const n = (v: unknown) => Number(v ?? 0);

async function countsOf(db: Kysely<DB>, userId: number) {
  const count = (table: 'bids' | 'fund_requests' | 'withdrawals', pending: string) =>
    db
      .selectFrom(table)
      .select([sql<number>`count(*)`.as('all'), sql<number>`sum(case when status = ${pending} then 1 else 0 end)`.as('pending')])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
  const [bids, funds, withdrawals] = await Promise.all([count('bids', 'pending'), count('fund_requests', 'pending'), count('withdrawals', 'pending')]);
  return {
    bids: n(bids.all),
    pending_bids: n(bids.pending),
    fund_requests: n(funds.all),
    pending_fund_requests: n(funds.pending),
    withdrawals: n(withdrawals.all),
    pending_withdrawals: n(withdrawals.pending),
  };
}

async function totalsOf(db: Kysely<DB>, userId: number) {
  const [rows, waiting] = await Promise.all([
    db
      .selectFrom('ledger_entries')
      .select(['entry_type', sql<number>`sum(amount)`.as('sum')])
      .where('user_id', '=', userId)
      .groupBy('entry_type')
      .execute(),
    db
      .selectFrom('withdrawals')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('sum'))
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  const sum = (...types: string[]) => rows.filter((r) => types.includes(r.entry_type)).reduce((s, r) => s + n(r.sum), 0);
  // Held for a withdrawal is not yet withdrawn: only what was marked paid is.
  const held = n(waiting.sum);
  return {
    deposited: toPoints(sum('deposit')),
    withdrawn: toPoints(-sum('withdrawal_hold', 'withdrawal_return') - held),
    withdrawal_pending: toPoints(held),
    staked: toPoints(-sum('bid_stake', 'refund')),
    won: toPoints(sum('win', 'win_reversal')),
    adjusted: toPoints(sum('adjustment')),
  };
}

export async function playerDetail(db: Kysely<DB>, userId: number, now: number) {
  const player = await findPlayer(db, userId);
  if (!player) return undefined;
  const [{ bank, upi }, counts, totals, sessions] = await Promise.all([
    savedPayees(db, userId),
    countsOf(db, userId),
    totalsOf(db, userId),
    db
      .selectFrom('sessions')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow(),
  ]);
  return { player, bank: bank ?? null, upi: upiDetailsView(upi), counts, totals, live_sessions: player.suspended ? 0 : n(sessions.n) };
}
