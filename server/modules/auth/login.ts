/**
 * Password login: limited per account and address together (growing delays after 5 failures), per address, and per
 * account from every address (growing delays after 20, each address counting for at most 5 of them until then), then a
 * new session for an active player.
 */
import { rateLimited } from '../../errors.ts';
import {
  BACKOFF_FREE_FAILURES,
  clearAttempts,
  peekBackoff,
  releaseAttempt,
  takeAttempt,
  takeBackoffAttempt,
  throttleAddress,
  touchBackoff,
} from '../../lib/throttle.ts';
import type { CredentialContext } from './attempt-guard.ts';
import { createSession } from './sessions.ts';
import { findUserByMobile } from './users.ts';

/** New passwords need this many characters; older, shorter ones still log in and are asked to change. */
const MIN_PASSWORD_LENGTH = 8;

/** Failures of one account, from any addresses, that pass without delay (the delays are those of the throttle). */
export const ACCOUNT_FREE_FAILURES = 20;

const INVALID_LOGIN = { status: 0, code: 'INVALID_CREDENTIALS', msg: 'Invalid login details' } as const;

export interface LoginContext extends CredentialContext {
  /** Points where tests pause a login between the password check and the new session. */
  hooks?: { beforeSessionCreate?: () => Promise<void> } | undefined;
}

export async function login(ctx: LoginContext, credentials: { mobile: string; password: string }, ip: string) {
  const { db, clock, limits } = ctx;
  const address = throttleAddress(ip);
  // Per account and address together: failures from one address never slow the owner down at another.
  const accountKey = `login:mobile-ip:${credentials.mobile}:${address}`;
  const addressKey = `login:ip:${address}`;
  // Per account from every address, more leniently: guesses spread over many addresses are limited too.
  const everywhereKey = `login:account:${credentials.mobile}`;
  const now = clock.now();
  // While the account waits, nothing else is counted: the owner's own tries meanwhile cost them nothing later.
  const account = await peekBackoff(db, everywhereKey, now, ACCOUNT_FREE_FAILURES);
  if (!account.allowed) throw rateLimited(account.retryAfterSeconds);
  const perAccount = await takeBackoffAttempt(db, accountKey, now);
  if (!perAccount.allowed) throw rateLimited(perAccount.retryAfterSeconds);
  const perAddress = await takeAttempt(db, addressKey, limits.loginPerAddress, now);
  if (!perAddress.allowed) throw rateLimited(perAddress.retryAfterSeconds);
  // An address adds at most its own free failures to the account's count, so no one address can make the owner wait;
  // once the account is past its free failures (guesses from several addresses), every try counts. A try not counted
  // still keeps the account's count from being forgotten (it waits for nothing while under the free failures).
  if (perAccount.count <= BACKOFF_FREE_FAILURES || account.count >= ACCOUNT_FREE_FAILURES) {
    const everywhere = await takeBackoffAttempt(db, everywhereKey, now, ACCOUNT_FREE_FAILURES);
    if (!everywhere.allowed) throw rateLimited(everywhere.retryAfterSeconds);
  } else {
    await touchBackoff(db, everywhereKey, now);
  }
  const user = await findUserByMobile(db, credentials.mobile);
  const ok = await ctx.passwords.verify(credentials.password, user?.password_hash);
  if (!user || !ok) return INVALID_LOGIN;
  await clearAttempts(db, accountKey);
  await clearAttempts(db, everywhereKey);
  await releaseAttempt(db, addressKey);
  if (user.status !== 'active') return { status: 0, code: 'ACCOUNT_BLOCKED', msg: 'Your account is blocked. Please contact support.' } as const;
  if (ctx.passwords.needsRehash(user.password_hash)) {
    const password_hash = await ctx.passwords.hash(credentials.password);
    await db.updateTable('users').set({ password_hash }).where('id', '=', user.id).where('password_hash', '=', user.password_hash).execute();
  }
  await ctx.hooks?.beforeSessionCreate?.();
  // The generation read with the checked password: a password change meanwhile leaves this session void.
  const session = await createSession(db, user.id, clock.now(), { gen: user.session_gen });
  return {
    status: 1,
    code: 'OK',
    msg: 'Login successful',
    user_id: String(user.id),
    user_name: user.name,
    role: user.role,
    token: session.token,
    expires_at: new Date(session.expiresAt).toISOString(),
    password_change_required: credentials.password.length < MIN_PASSWORD_LENGTH,
  } as const;
}
