/**
 * Operator controls on a player account. Each flag is changed by a conditional update, so of two operators
 * setting the same flag at once exactly one changes it and the other learns it was already so.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type PlayerFlag = 'betting_blocked' | 'withdrawals_blocked' | 'suspended';
export type FlagChanges = Partial<Record<PlayerFlag, boolean>>;

/** Sets the given flags of a player; answers which of them this call actually changed. */
export async function setPlayerFlags(trx: Transaction<DB>, userId: number, changes: FlagChanges, now: number): Promise<PlayerFlag[]> {
  const changed: PlayerFlag[] = [];
  for (const flag of ['betting_blocked', 'withdrawals_blocked'] as const) {
    const want = changes[flag];
    if (want === undefined) continue;
    const r = await trx
      .updateTable('users')
      .set({ [flag]: want ? 1 : 0, updated_at: now })
      .where('id', '=', userId)
      .where(flag, '=', want ? 0 : 1)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) changed.push(flag);
  }
  if (changes.suspended !== undefined) {
    const r = await trx
      .updateTable('users')
      .set({ status: changes.suspended ? 'blocked' : 'active', updated_at: now })
      .where('id', '=', userId)
      .where('status', '=', changes.suspended ? 'active' : 'blocked')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) changed.push('suspended');
  }
  return changed;
}
