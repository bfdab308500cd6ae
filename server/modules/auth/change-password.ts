/**
 * An account changes its password with the old one (a new one, not the same again); every other session of theirs ends
 * with it, the addresses the old password logged in from are no longer spared the account-wide login limit, and a
 * password chosen by someone else no longer holds the console shut.
 */
import { invalid, rateLimited } from '../../errors.ts';
import { clearAttempts, takeAttempt } from '../../lib/throttle.ts';
import { assertMaySucceed, countSuccess, type CredentialContext, successKeyOf } from './attempt-guard.ts';
import { revokeOtherSessions } from './sessions.ts';
import { audit } from '../admin/audit.ts';
import { assertUsablePassword } from './password-rules.ts';
import { findUserById } from './users.ts';

export interface PasswordChange {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const WRONG_OLD_PASSWORD = { status: false, code: 'WRONG_PASSWORD', msg: 'Old password is incorrect' } as const;
const CHANGED = { status: true, code: 'OK', msg: 'Your password has been changed.' } as const;

export async function changePassword(ctx: CredentialContext, caller: { userId: number; sessionId: string }, change: PasswordChange) {
  const { userId, sessionId } = caller;
  if (change.confirm_password !== change.new_password) throw invalid('confirm_password', 'Password Do Not Match');
  assertUsablePassword('new_password', change.new_password);
  const guardKey = `password:user:${userId}`;
  await assertMaySucceed(ctx, successKeyOf(userId));
  const attempt = await takeAttempt(ctx.db, guardKey, ctx.limits.loginPerAccount, ctx.clock.now());
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  const user = await findUserById(ctx.db, userId);
  if (!user || !(await ctx.passwords.verify(change.old_password, user.password_hash))) return WRONG_OLD_PASSWORD;
  await countSuccess(ctx, successKeyOf(userId));
  await clearAttempts(ctx.db, guardKey);
  if (await ctx.passwords.verify(change.new_password, user.password_hash)) {
    throw invalid('new_password', 'Choose a new password: this is the one you have now.');
  }
  const password_hash = await ctx.passwords.hash(change.new_password);
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction().execute(async (trx) => {
    // Only over the password checked above: of two changes sent at once, the second finds another password and is
    // refused, rather than both told their password is set and each ending the other's session.
    const updated = await trx
      .updateTable('users')
      .set({ password_hash, must_change_password: 0, updated_at: now })
      .where('id', '=', userId)
      .where('password_hash', '=', user.password_hash)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await revokeOtherSessions(trx, userId, sessionId, now);
    // An operator account's password change is in the audit log (the console holds everyone's money).
    if (user.role === 'operator') await audit(trx, { actorId: userId, action: 'operator.password', targetType: 'user', targetId: userId, details: {}, now });
    return true;
  });
  if (!changed) return WRONG_OLD_PASSWORD;
  return CHANGED;
}
