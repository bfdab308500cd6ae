/**
 * Password login: limited per account and address together (growing delays after 5 failures), per address, and per
 * account from the addresses its owner has not logged in from lately (growing delays after 20), then a new session for
 * an active player.
 */
import { rateLimited } from '../../errors.ts';
import {
  clearAttempts,
  forgetKeysStartingWith,
  MARK_MEMORY_MS,
  markSeen,
  peekBackoff,
  releaseAttempt,
  seenSince,
  takeAttempt,
  takeBackoffAttempt,
  throttleAddress,
} from '../../lib/throttle.ts';
import { assertMaySucceed, countSuccess, type CredentialContext, successKeyOf } from './attempt-guard.ts';
import { createSession, knownAddressPrefix } from './sessions.ts';
import { findUserByMobile } from './users.ts';

/** New passwords need this many characters; older, shorter ones still log in and are asked to change. */
const MIN_PASSWORD_LENGTH = 8;

/** Failures of one account, from addresses it has not logged in from lately, that pass without delay (then the
 * throttle's delays). */
export const ACCOUNT_FREE_FAILURES = 20;
/** How long an address the owner logged in from stays theirs (free of the account-wide limit). */
export const KNOWN_ADDRESS_MS = MARK_MEMORY_MS;

/** A mobile's failures from one address (`login:mobile-ip:<mobile>:<address>`), and from every address. */
const accountAddressPrefix = (mobile: string) => `login:mobile-ip:${mobile}:`;
const accountEverywhereKey = (mobile: string) => `login:account:${mobile}`;

/**
 * A mobile's failed logins are forgotten once support has set a new password for it: the delays its owner ran into
 * while trying to remember the old one no longer hold the new one back.
 */
export async function forgetLoginFailures(db: LoginContext['db'], mobile: string): Promise<void> {
  await forgetKeysStartingWith(db, accountAddressPrefix(mobile));
  await clearAttempts(db, accountEverywhereKey(mobile));
}

const INVALID_LOGIN = { status: 0, code: 'INVALID_CREDENTIALS', msg: 'Invalid login details' } as const;

/** What a login needs: the credential checks' context (its hooks pause a login between the check and the session). */
export type LoginContext = CredentialContext;

export async function login(ctx: LoginContext, credentials: { mobile: string; password: string }, ip: string) {
  const { db, clock, limits } = ctx;
  const address = throttleAddress(ip);
  // Per account and address together: failures from one address never slow the owner down at another.
  const accountKey = `${accountAddressPrefix(credentials.mobile)}${address}`;
  const addressKey = `login:ip:${address}`;
  // Per account from every address the owner has not logged in from lately: guesses spread over many addresses are
  // limited too, while the owner's own addresses are never held by them.
  const everywhereKey = accountEverywhereKey(credentials.mobile);
  const now = clock.now();
  // An unknown mobile has no addresses of its own: it is held like a new address (as a wrong password is).
  const user = await findUserByMobile(db, credentials.mobile);
  // The account's successful logins from this address: at their limit, a try is refused before any hash is made.
  const successKey = user ? successKeyOf(user.id, ip) : undefined;
  if (successKey) await assertMaySucceed(ctx, successKey);
  const knownKey = user ? `${knownAddressPrefix(user.id)}${address}` : undefined;
  const known = knownKey ? await seenSince(db, knownKey, now - KNOWN_ADDRESS_MS) : false;
  if (!known) {
    // While the account waits, nothing else is counted: the owner's own tries meanwhile cost them nothing later.
    const account = await peekBackoff(db, everywhereKey, now, ACCOUNT_FREE_FAILURES);
    if (!account.allowed) throw rateLimited(account.retryAfterSeconds);
  }
  // The address first: past its limit a try writes nothing more (tries at many mobiles would each leave a row).
  const perAddress = await takeAttempt(db, addressKey, limits.loginPerAddress, now);
  if (!perAddress.allowed) throw rateLimited(perAddress.retryAfterSeconds);
  const perAccount = await takeBackoffAttempt(db, accountKey, now);
  if (!perAccount.allowed) {
    // Held by the account's delay: this try is not counted against the address.
    await releaseAttempt(db, addressKey);
    throw rateLimited(perAccount.retryAfterSeconds);
  }
  if (!known) {
    const everywhere = await takeBackoffAttempt(db, everywhereKey, now, ACCOUNT_FREE_FAILURES);
    if (!everywhere.allowed) {
      // Refused after all (a parallel try started the wait): this try is not counted anywhere.
      await releaseAttempt(db, accountKey);
      await releaseAttempt(db, addressKey);
      throw rateLimited(everywhere.retryAfterSeconds);
    }
  }
  const ok = await ctx.passwords.verify(credentials.password, user?.password_hash);
  if (!user || !ok) return INVALID_LOGIN;
  await countSuccess(ctx, successKey!);
  // The owner's own try is given back; the rest of the account's count is kept (a guesser gains nothing from it).
  if (!known) await releaseAttempt(db, everywhereKey);
  await clearAttempts(db, accountKey);
  await releaseAttempt(db, addressKey);
  if (user.status !== 'active') return { status: 0, code: 'ACCOUNT_BLOCKED', msg: 'Your account is blocked. Please contact support.' } as const;
  await markSeen(db, `${knownAddressPrefix(user.id)}${address}`, now);
  if (ctx.passwords.needsRehash(user.password_hash)) {
    const password_hash = await ctx.passwords.hash(credentials.password);
    await db.updateTable('users').set({ password_hash }).where('id', '=', user.id).where('password_hash', '=', user.password_hash).execute();
  }
  await ctx.hooks?.beforeSessionCreate?.();
  // The generation read with the checked password: a password change meanwhile leaves this session void.
  const session = await createSession(db, user.id, clock.now(), { gen: user.session_gen, role: user.role });
  return {
    status: 1,
    code: 'OK',
    msg: 'Login successful',
    user_id: String(user.id),
    user_name: user.name,
    role: user.role,
    token: session.token,
    expires_at: new Date(session.expiresAt).toISOString(),
    password_change_required: credentials.password.length < MIN_PASSWORD_LENGTH || user.must_change_password === 1,
  } as const;
}
