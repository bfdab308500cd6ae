/**
 * MPIN login of the API family's apps: the mobile check hands out a one-time token, the PIN check turns it into the
 * player's session. A PIN is hashed like a password and wrong PINs are limited like wrong passwords.
 */
import { clearAttempts, releaseAttempt, throttleAddress } from '../../lib/throttle.ts';
import { type CredentialContext, guardAttempts } from '../auth/attempt-guard.ts';
import { createSession } from '../auth/sessions.ts';
import { findUserById, findUserByMobile } from '../auth/users.ts';
import { createPinLogin, pinHashOf, pinLoginOf, usePinLogin } from './security-pins.ts';

export const WRONG_PIN = { status: false, code: 'WRONG_PIN', msg: 'Security PIN is incorrect' } as const;
const CHECK_MOBILE_AGAIN = { status: false, code: 'UNAUTHENTICATED', msg: 'Please check your mobile number again.' } as const;

/** The mobile check: an active player's number gets a one-time token for the PIN check. */
export async function checkMobile(ctx: CredentialContext, mobile: string, ip: string) {
  await guardAttempts(ctx, [[`login:ip:${throttleAddress(ip)}`, 'loginPerAddress']]);
  const user = await findUserByMobile(ctx.db, mobile);
  if (!user || user.status !== 'active') return { status: true, code: 'MOBILE_NOT_REGISTERED', msg: 'This mobile number is not registered' } as const;
  const token = await createPinLogin(ctx.db, user.id, ctx.clock.now());
  return { status: false, code: 'MOBILE_REGISTERED', msg: 'Enter your security PIN', unique_token: token } as const;
}

/** A signed-in player checks their own PIN. */
export async function checkOwnPin(ctx: CredentialContext, userId: number, pin: string) {
  const key = `pin:user:${userId}`;
  await guardAttempts(ctx, [[key, 'loginPerAccount']]);
  if (!(await ctx.passwords.verify(pin, await pinHashOf(ctx.db, userId)))) return WRONG_PIN;
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
  await guardAttempts(ctx, [
    [accountKey, 'loginPerAccount'],
    [addressKey, 'loginPerAddress'],
  ]);
  if (!(await ctx.passwords.verify(pin, await pinHashOf(ctx.db, userId)))) return WRONG_PIN;
  if (user.status !== 'active') return { status: false, code: 'ACCOUNT_BLOCKED', msg: 'Your account is blocked. Please contact support.' } as const;
  if (!(await usePinLogin(ctx.db, token, now))) return CHECK_MOBILE_AGAIN;
  await clearAttempts(ctx.db, accountKey);
  await releaseAttempt(ctx.db, addressKey);
  const session = await createSession(ctx.db, userId, now, { token });
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
