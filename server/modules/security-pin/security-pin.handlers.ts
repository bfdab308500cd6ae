/**
 * MPIN login of the API family's apps: the mobile check hands out a one-time token, the PIN check turns it into the
 * player's session. A PIN is hashed like a password and wrong PINs are limited like wrong passwords.
 */
import { rateLimited } from '../../http/errors.ts';
import { type Deps, type Handlers, requireAuth } from '../../http/handler.ts';
import { clearAttempts, releaseAttempt, takeAttempt } from '../../lib/throttle.ts';
import { createSession } from '../auth/sessions.ts';
import { findUserById, findUserByMobile } from '../auth/users.ts';
import { createPinLogin, pinHashOf, pinLoginOf, savePin, usePinLogin } from './security-pins.ts';

const WRONG_PIN = { status: false, code: 'WRONG_PIN', msg: 'Security PIN is incorrect' } as const;

async function guard(deps: Deps, keys: Array<[string, 'loginPerAccount' | 'loginPerAddress']>) {
  const now = deps.clock.now();
  const attempts = await Promise.all(keys.map(([key, rule]) => takeAttempt(deps.db, key, deps.limits[rule], now)));
  const refused = attempts.filter((a) => !a.allowed);
  if (refused.length) throw rateLimited(Math.max(...refused.map((a) => a.retryAfterSeconds)));
}

function bearerOf(authorization: string | undefined): string | undefined {
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
}

export const securityPinHandlers: Handlers = {
  async checkMobile({ body, deps, req }) {
    await guard(deps, [[`login:ip:${req.ip}`, 'loginPerAddress']]);
    const user = await findUserByMobile(deps.db, body.mobile);
    if (!user || user.status !== 'active') return { status: true, code: 'MOBILE_NOT_REGISTERED', msg: 'This mobile number is not registered' };
    const token = await createPinLogin(deps.db, user.id, deps.clock.now());
    return { status: false, code: 'MOBILE_REGISTERED', msg: 'Enter your security PIN', unique_token: token };
  },

  async checkSecurityPin({ body, auth, deps, req }) {
    const now = deps.clock.now();
    if (auth) {
      const key = `pin:user:${auth.userId}`;
      await guard(deps, [[key, 'loginPerAccount']]);
      if (!(await deps.passwords.verify(body.security_pin, await pinHashOf(deps.db, auth.userId)))) return WRONG_PIN;
      await clearAttempts(deps.db, key);
      return { status: true, code: 'OK', msg: 'Security PIN is correct' };
    }
    const token = bearerOf(req.headers.authorization);
    const userId = token ? await pinLoginOf(deps.db, token, now) : undefined;
    if (!token || userId === undefined) return { status: false, code: 'UNAUTHENTICATED', msg: 'Please check your mobile number again.' };
    const user = await findUserById(deps.db, userId);
    if (!user) return { status: false, code: 'UNAUTHENTICATED', msg: 'Please check your mobile number again.' };
    const accountKey = `login:mobile:${user.mobile}`;
    const addressKey = `login:ip:${req.ip}`;
    await guard(deps, [
      [accountKey, 'loginPerAccount'],
      [addressKey, 'loginPerAddress'],
    ]);
    if (!(await deps.passwords.verify(body.security_pin, await pinHashOf(deps.db, userId)))) return WRONG_PIN;
    if (user.status !== 'active') return { status: false, code: 'ACCOUNT_BLOCKED', msg: 'Your account is blocked. Please contact support.' };
    if (!(await usePinLogin(deps.db, token, now))) return { status: false, code: 'UNAUTHENTICATED', msg: 'Please check your mobile number again.' };
    await clearAttempts(deps.db, accountKey);
    await releaseAttempt(deps.db, addressKey);
    const session = await createSession(deps.db, userId, now, { token });
    return {
      status: true,
      code: 'OK',
      msg: 'Login successful',
      user_id: String(userId),
      user_name: user.name,
      token: session.token,
      unique_token: session.token,
    };
  },

  async setSecurityPin({ body, auth, deps }) {
    const { userId } = requireAuth(auth);
    const key = `password:user:${userId}`;
    await guard(deps, [[key, 'loginPerAccount']]);
    const user = await findUserById(deps.db, userId);
    if (!user || !(await deps.passwords.verify(body.password, user.password_hash))) {
      return { status: false, code: 'WRONG_PASSWORD', msg: 'Password is incorrect' };
    }
    await clearAttempts(deps.db, key);
    await savePin(deps.db, userId, await deps.passwords.hash(body.security_pin), deps.clock.now());
    return { status: true, code: 'OK', msg: 'Your security PIN has been set.' };
  },
};
