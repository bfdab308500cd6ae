/**
 * Support sets a password someone else chose (a player who forgot theirs): it must be changed at the next login, every
 * session of the account ends, and the delays that failed logins built up for its mobile are forgotten.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forgetLoginFailures } from './login.ts';
import { revokeAllSessions } from './sessions.ts';

/** In the caller's transaction; answers how many live sessions ended. */
export async function setTemporaryPassword(trx: Transaction<DB>, account: { id: number; mobile: string }, passwordHash: string, now: number): Promise<number> {
  await trx.updateTable('users').set({ password_hash: passwordHash, must_change_password: 1, updated_at: now }).where('id', '=', account.id).execute();
  await forgetLoginFailures(trx, account.mobile);
  return revokeAllSessions(trx, account.id, now);
}
