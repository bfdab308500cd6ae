/** Registration, login, logout and password change. */
import type { FastifyReply } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import { invalid, rateLimited } from '../../http/errors.ts';
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { clearAttempts, releaseAttempt, takeAttempt, takeBackoffAttempt } from '../../lib/throttle.ts';
import { recordBirthDate, registrationRefusal } from '../protection/check-registration.ts';
import { createSession, revokeAllSessions, revokeOtherSessions, revokeSession, SESSION_COOKIE, SESSION_TTL_MS } from './sessions.ts';
import { createUser, findUserById, findUserByMobile, takenField } from './users.ts';

const TAKEN = {
  mobile: { status: 0, code: 'MOBILE_TAKEN', msg: 'This mobile number is already registered' },
  username: { status: 0, code: 'USERNAME_TAKEN', msg: 'This username is already taken' },
} as const;

/** New passwords need this many characters; older, shorter ones still log in and are asked to change. */
const MIN_PASSWORD_LENGTH = 8;

const INVALID_LOGIN = { status: 0, code: 'INVALID_CREDENTIALS', msg: 'Invalid login details' } as const;

function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: SESSION_TTL_MS / 1000 });
}

export const authHandlers: Handlers = {
  async registerUser({ body, deps, req }) {
    if (body.confirm_password !== undefined && body.confirm_password !== body.password) {
      throw invalid('confirm_password', 'Password Do Not Match');
    }
    const attempt = await takeAttempt(deps.db, `register:ip:${req.ip}`, deps.limits.registrationsPerAddress, deps.clock.now());
    if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
    const refused = await registrationRefusal(deps.db, body.mobile, body.date_of_birth, deps.clock.now());
    if (refused) return refused;
    const taken = await takenField(deps.db, body.mobile, body.email);
    if (taken) return TAKEN[taken];
    const passwordHash = await deps.passwords.hash(body.password);
    try {
      const now = deps.clock.now();
      const player = { name: body.name, username: body.email, mobile: body.mobile, passwordHash, role: 'player' as const };
      const id = await createUser(deps.db, player, now, (trx, userId) => recordBirthDate(trx, userId, body.date_of_birth, now));
      return { status: 1, code: 'OK', msg: 'You are successfully register.', user_id: String(id) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return TAKEN[(await takenField(deps.db, body.mobile, body.email)) ?? 'mobile'];
    }
  },

  async loginUser({ body, deps, req, reply }) {
    const { db, clock, limits } = deps;
    // Per account and address together: failures from one address never slow the owner down at another.
    const accountKey = `login:mobile-ip:${body.mobile}:${req.ip}`;
    const addressKey = `login:ip:${req.ip}`;
    const now = clock.now();
    const perAccount = await takeBackoffAttempt(db, accountKey, now);
    const perAddress = await takeAttempt(db, addressKey, limits.loginPerAddress, now);
    if (!perAccount.allowed || !perAddress.allowed) {
      throw rateLimited(Math.max(perAccount.retryAfterSeconds, perAddress.retryAfterSeconds));
    }
    const user = await findUserByMobile(db, body.mobile);
    const ok = await deps.passwords.verify(body.password, user?.password_hash);
    if (!user || !ok) return INVALID_LOGIN;
    await clearAttempts(db, accountKey);
    await releaseAttempt(db, addressKey);
    if (user.status !== 'active') return { status: 0, code: 'ACCOUNT_BLOCKED', msg: 'Your account is blocked. Please contact support.' };
    if (deps.passwords.needsRehash(user.password_hash)) {
      const password_hash = await deps.passwords.hash(body.password);
      await db.updateTable('users').set({ password_hash }).where('id', '=', user.id).where('password_hash', '=', user.password_hash).execute();
    }
    await deps.hooks?.beforeSessionCreate?.();
    // The generation read with the checked password: a password change meanwhile leaves this session void.
    const session = await createSession(db, user.id, clock.now(), { gen: user.session_gen });
    setSessionCookie(reply, session.token, deps.config.cookieSecure);
    return {
      status: 1,
      code: 'OK',
      msg: 'Login successful',
      user_id: String(user.id),
      user_name: user.name,
      role: user.role,
      token: session.token,
      expires_at: new Date(session.expiresAt).toISOString(),
      password_change_required: body.password.length < MIN_PASSWORD_LENGTH,
    };
  },

  async logoutUser({ auth, deps, reply }) {
    await revokeSession(deps.db, requireAuth(auth).sessionId, deps.clock.now());
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { status: true, code: 'OK', msg: 'You are logged out.' };
  },

  async logoutAllSessions({ auth, deps, reply }) {
    await revokeAllSessions(deps.db, requireAuth(auth).userId, deps.clock.now());
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { status: true, code: 'OK', msg: 'You are logged out on every device.' };
  },

  async changePassword({ body, auth, deps }) {
    const { userId, sessionId } = requireAuth(auth);
    if (body.confirm_password !== body.new_password) throw invalid('confirm_password', 'Password Do Not Match');
    const guardKey = `password:user:${userId}`;
    const attempt = await takeAttempt(deps.db, guardKey, deps.limits.loginPerAccount, deps.clock.now());
    if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
    const user = await findUserById(deps.db, userId);
    if (!user || !(await deps.passwords.verify(body.old_password, user.password_hash))) {
      return { status: false, code: 'WRONG_PASSWORD', msg: 'Old password is incorrect' };
    }
    await clearAttempts(deps.db, guardKey);
    const password_hash = await deps.passwords.hash(body.new_password);
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash, updated_at: now }).where('id', '=', userId).execute();
      await revokeOtherSessions(trx, userId, sessionId, now);
    });
    return { status: true, code: 'OK', msg: 'Your password has been changed.' };
  },
};
