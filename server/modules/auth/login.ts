/**
 * Password login: limited per account and address together (growing delays after 5 failures), per address, and per
 * account from the addresses its owner has not logged in from lately (growing delays after 20), then a new session for
 * an active player.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { rateLimited } from '../../errors.ts';
import {
  clearAttempts,
  forgetKeysStartingWith,
  markSeen,
  peekBackoff,
  releaseAttempt,
  seenSince,
  takeAttempt,
  takeBackoffAttempt,
  throttleAddress,
} from '../../lib/throttle.ts';
import type { CredentialContext } from './attempt-guard.ts';
import { createSession } from './sessions.ts';
import { findUserByMobile } from './users.ts';

/** New passwords need this many characters; older, shorter ones still log in and are asked to change. */
const MIN_PASSWORD_LENGTH = 8;

/** Failures of one account, from addresses it has not logged in from lately, that pass without delay (then the
 * throttle's delays). */
export const ACCOUNT_FREE_FAILURES = 20;
/** How long an address the owner logged in from stays theirs (free of the account-wide limit). */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

const INVALID_LOGIN = { status: 0, code: 'INVALID_CREDENTIALS', msg: 'Invalid login details' } as const;

const knownPrefix = (mobile: string) => `login:known:${mobile}:`;

/** After a password change: the addresses the old password logged in from are no longer the player's own. */
export function forgetKnownAddresses(db: Kysely<DB>, mobile: string): Promise<void> {
  return forgetKeysStartingWith(db, knownPrefix(mobile));
}

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
  // Per account from every address the owner has not logged in from lately: guesses spread over many addresses are
  // limited too, while the owner's own addresses are never held by them.
  const everywhereKey = `login:account:${credentials.mobile}`;
  const knownKey = `${knownPrefix(credentials.mobile)}${address}`;
  const now = clock.now();
  const known = await seenSince(db, knownKey, now - KNOWN_ADDRESS_MS);
  if (!known) {
    // While the account waits, nothing else is counted: the owner's own tries meanwhile cost them nothing later.
    const account = await peekBackoff(db, everywhereKey, now, ACCOUNT_FREE_FAILURES);
    if (!account.allowed) throw rateLimited(account.retryAfterSeconds);
  }
  const perAccount = await takeBackoffAttempt(db, accountKey, now);
  if (!perAccount.allowed) throw rateLimited(perAccount.retryAfterSeconds);
  const perAddress = await takeAttempt(db, addressKey, limits.loginPerAddress, now);
  if (!perAddress.allowed) throw rateLimited(perAddress.retryAfterSeconds);
  if (!known) {
    const everywhere = await takeBackoffAttempt(db, everywhereKey, now, ACCOUNT_FREE_FAILURES);
    if (!everywhere.allowed) throw rateLimited(everywhere.retryAfterSeconds);
  }
  const user = await findUserByMobile(db, credentials.mobile);
  const ok = await ctx.passwords.verify(credentials.password, user?.password_hash);
  if (!user || !ok) return INVALID_LOGIN;
  // The account's count is kept: a guesser elsewhere gains nothing from the owner logging in.
  await clearAttempts(db, accountKey);
  await releaseAttempt(db, addressKey);
  await markSeen(db, knownKey, now);
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
