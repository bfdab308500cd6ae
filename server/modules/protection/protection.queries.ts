/** Reads of the protection tables and of the sums limits count (ledger and pending fund requests). */
import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB, LimitKind } from '../../db/schema.ts';

export const LOSS_ENTRIES = ['bid_stake', 'win', 'refund', 'win_reversal'] as const;

export function limitRows(db: Kysely<DB>, userId: number) {
  return db.selectFrom('protection_limits').selectAll().where('user_id', '=', userId).execute();
}

export function blockRows(db: Kysely<DB>, userId: number) {
  return db.selectFrom('protection_blocks').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Of these players, those on a break or self-excluded at `now`, with when their block began. */
export async function blockedAmong(db: Kysely<DB>, userIds: number[], now: number): Promise<Map<number, number>> {
  const blocked = new Map<number, number>();
  if (userIds.length === 0) return blocked;
  const rows = await db
    .selectFrom('protection_blocks')
    .select(['user_id', 'starts_at'])
    .where('user_id', 'in', userIds)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .execute();
  for (const r of rows) {
    const id = Number(r.user_id);
    blocked.set(id, Math.min(blocked.get(id) ?? Number.POSITIVE_INFINITY, Number(r.starts_at)));
  }
  return blocked;
}

/** Locks the player's wallet row on PostgreSQL, so money moves and protection checks of one player take turns. */
export async function lockWallet(db: Kysely<DB>, dialect: SqlDialect, userId: number): Promise<void> {
  if (dialect === 'postgres') await sql`select user_id from wallets where user_id = ${userId} for update`.execute(db);
}

/** Net loss (stakes less wins and refunds, plus reversed wins) since `since`, hundredths; negative when ahead. */
export async function lossSince(db: Kysely<DB>, userId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('entry_type', 'in', LOSS_ENTRIES)
    .executeTakeFirstOrThrow();
  return -Number(row.total);
}

/** Deposits credited since `since`, hundredths. */
export async function depositedSince(db: Kysely<DB>, userId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('entry_type', '=', 'deposit')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Fund requests still waiting for an operator, hundredths. */
export async function pendingDeposits(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('fund_requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** What a limit of `kind` has used since `since`: for deposits, credited plus (when asked) still pending. */
export async function usedSince(db: Kysely<DB>, userId: number, kind: LimitKind, since: number, withPending: boolean): Promise<number> {
  if (kind.startsWith('loss')) return lossSince(db, userId, since);
  const credited = await depositedSince(db, userId, since);
  return withPending ? credited + (await pendingDeposits(db, userId)) : credited;
}
