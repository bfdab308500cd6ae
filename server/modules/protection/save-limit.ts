/** The one writer of protection_limits. */
import type { Transaction } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB, LimitKind } from '../../db/schema.ts';
import { type LimitState, NO_LIMIT } from './limit-rules.ts';
import { lockWallet } from './protection.queries.ts';

/** The stored limit, read after locking the player's wallet row (changes and money moves of a player take turns). */
export async function lockedLimit(trx: Transaction<DB>, dialect: SqlDialect, userId: number, kind: LimitKind): Promise<LimitState> {
  await lockWallet(trx, dialect, userId);
  const row = await trx
    .selectFrom('protection_limits')
    .select(['amount', 'pending_amount', 'pending_at', 'operator_amount'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ?? NO_LIMIT;
}

export async function saveLimit(trx: Transaction<DB>, userId: number, kind: LimitKind, s: LimitState, now: number): Promise<void> {
  await trx
    .insertInto('protection_limits')
    .values({ user_id: userId, kind, ...s, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ ...s, updated_at: now }))
    .execute();
}
