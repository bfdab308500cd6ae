/**
 * MPIN login of the API family's apps: the mobile check hands out a one-time token, the PIN check turns it into the
 * player's session. A PIN is hashed like a password and wrong PINs are limited like wrong passwords; besides,
 * PIN_WRONG_LIMIT wrong PINs in a row turn the PIN off until the player sets a new one with their password.
 */
import { clearAttempts, releaseAttempt, throttleAddress } from '../../lib/throttle.ts';
import { assertMaySucceed, countSuccess, type CredentialContext, guardAttempts, successKeyOf } from '../auth/attempt-guard.ts';
import { createSession } from '../auth/sessions.ts';
import { findUserById, findUserByMobile } from '../auth/users.ts';
import { clearWrongPins, countWrongPin, createPinLogin, currentPin, pinLoginOf, usePinLogin } from './security-pins.ts';

export const WRONG_PIN = { status: false, code: 'WRONG_PIN', msg: 'Security PIN is incorrect' } as const;
const NO_PIN = {
  status: false,
  code: 'PIN_NOT_SET',
  msg: 'No security PIN is set on this account. Please log in with your password and set one.',
} as const;
const PIN_TURNED_OFF = {
  status: false,
  code: 'PIN_NOT_SET',
  msg: 'Too many wrong PINs: your security PIN is turned off. Please log in with your password and set a new one.',
} as const;
const CHECK_MOBILE_AGAIN = { status: false, code: 'UNAUTHENTICATED', msg: 'Please check your mobile number again.' } as const;

/** The mobile check: an active player's number gets a one-time token for the PIN check (an operator's, none). */
export async function checkMobile(ctx: CredentialContext, mobile: string, ip: string) {
  await guardAttempts(ctx, [[`login:ip:${throttleAddress(ip)}`, 'loginPerAddress']]);
  const user = await findUserByMobile(ctx.db, mobile);
  if (!user || user.status !== 'active' || user.role !== 'player')
    return { status: true, code: 'MOBILE_NOT_REGISTERED', msg: 'This mobile number is not registered' } as const;
  const token = await createPinLogin(ctx.db, user.id, ctx.clock.now());
  return { status: false, code: 'MOBILE_REGISTERED', msg: 'Enter your security PIN', unique_token: token } as const;
}

/**
 * Checks the player's PIN: when it is right, the session generation it counts in; else the reply (a wrong PIN
 * counted, perhaps the last one).
 */
async function checkPin(ctx: CredentialContext, userId: number, pin: string) {
  const current = await currentPin(ctx.db, userId);
  if (!current) return { refusal: NO_PIN };
  if (await ctx.passwords.verify(pin, current.hash)) {
    await clearWrongPins(ctx.db, userId);
    return { gen: current.gen };
  }
  return { refusal: (await countWrongPin(ctx.db, userId)) ? PIN_TURNED_OFF : WRONG_PIN };
}

/** A signed-in player checks their own PIN. */
export async function checkOwnPin(ctx: CredentialContext, userId: number, pin: string) {
  const key = `pin:user:${userId}`;
  await assertMaySucceed(ctx, successKeyOf(userId));
  await guardAttempts(ctx, [[key, 'loginPerAccount']]);
  const checked = await checkPin(ctx, userId, pin);
  if (checked.refusal) return checked.refusal;
  await countSuccess(ctx, successKeyOf(userId));
  await clearAttempts(ctx.db, key);
  return { status: true, code: 'OK', msg: 'Security PIN is correct' } as const;
}

/** The PIN check of the MPIN login: the one-time token and the right PIN give the player a session. */
export async function pinLogin(ctx: CredentialContext, token: string | undefined, pin: string, ip: string) {
  const now = ctx.clock.now();
  const userId = token ? await pinLoginOf(ctx.db, token, now) : undefined;
  if (!token || userId === undefined) return CHECK_MOBILE_AGAIN;
  const user = await findUserById(ctx.db, userId);
  if (!user) return CHECK_MOBILE_AGAIN;
  const accountKey = `login:mobile:${user.mobile}`;
  const addressKey = `login:ip:${throttleAddress(ip)}`;
  await assertMaySucceed(ctx, successKeyOf(userId, ip));
  await guardAttempts(ctx, [
    [accountKey, 'loginPerAccount'],
    [addressKey, 'loginPerAddress'],
  ]);
  // An operator's PIN (set before operators were refused one) never opens a session: the console takes the password.
  if (user.role !== 'player') return NO_PIN;
  const checked = await checkPin(ctx, userId, pin);
  if (checked.refusal) return checked.refusal;
  if (user.status !== 'active') return { status: false, code: 'ACCOUNT_BLOCKED', msg: 'Your account is blocked. Please contact support.' } as const;
  if (!(await usePinLogin(ctx.db, token, now))) return CHECK_MOBILE_AGAIN;
  await countSuccess(ctx, successKeyOf(userId, ip));
  await clearAttempts(ctx.db, accountKey);
  // The address gets back this check's attempt and the mobile check's that handed out the token (each token is used
  // once): successful logins do not use up the address budget, with a PIN as with a password.
  await releaseAttempt(ctx.db, addressKey);
  await releaseAttempt(ctx.db, addressKey);
  await ctx.hooks?.beforeSessionCreate?.();
  // The generation the PIN counted in: a password change (or log out everywhere) meanwhile leaves this session void.
  const session = await createSession(ctx.db, userId, now, { token, gen: checked.gen });
  return {
    status: true,
    code: 'OK',
    msg: 'Login successful',
    user_id: String(userId),
    user_name: user.name,
    token: session.token,
    unique_token: session.token,
  } as const;
}
