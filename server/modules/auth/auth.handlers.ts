/** Registration, login, logout, password change and what to do about a forgotten password. */
import type { FastifyReply } from 'fastify';
import { type Deps, type Handlers, requireAuth } from '../../http/handler.ts';
import { changePassword } from './change-password.ts';
import { login } from './login.ts';
import { contactDetails } from '../settings/public-settings.ts';
import { registerPlayer } from './register-player.ts';
import { revokeAllSessions, revokeSession, SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_TTL_MS } from './sessions.ts';

/** The session itself (httpOnly), and beside it a hint page scripts may read: it says only that a session was opened. */
function setSessionCookie(reply: FastifyReply, session: { token: string; expires_at?: string }, deps: Deps): void {
  const { token, expires_at } = session;
  // As long as the session (an operator's is shorter), by the server's clock.
  const maxAge = expires_at ? Math.max(1, Math.floor((Date.parse(expires_at) - deps.clock.now()) / 1000)) : SESSION_TTL_MS / 1000;
  const options = { sameSite: 'strict', secure: deps.config.cookieSecure, path: '/', maxAge } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, '1', options);
}

/**
 * The same for every mobile (it tells no one which numbers have an account); support check who calls. Nothing is reset
 * here (status false): an app of the family that expects a one-time code next shows this instead.
 */
const FORGOT_PASSWORD_HELP =
  'Contact support from your registered mobile number. Once they have checked it is you, they give you a temporary password, and you choose a new one after you log in.';

function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

export const authHandlers: Handlers = {
  async registerUser({ body, deps, req, reply }) {
    const result = await registerPlayer(deps, body, req.ip);
    if (result.code === 'OK') setSessionCookie(reply, result, deps);
    return result;
  },

  async loginUser({ body, deps, req, reply }) {
    const result = await login(deps, body, req.ip);
    if (result.code === 'OK') setSessionCookie(reply, result, deps);
    return result;
  },

  async logoutUser({ auth, deps, reply }) {
    await revokeSession(deps.db, requireAuth(auth).sessionId, deps.clock.now());
    clearSessionCookies(reply);
    return { status: true, code: 'OK', msg: 'You are logged out.' };
  },

  async logoutAllSessions({ auth, deps, reply }) {
    await revokeAllSessions(deps.db, requireAuth(auth).userId, deps.clock.now());
    clearSessionCookies(reply);
    return { status: true, code: 'OK', msg: 'You are logged out on every device.' };
  },

  async changePassword({ body, auth, deps }) {
    return changePassword(deps, requireAuth(auth), body);
  },

  async forgotPassword({ deps }) {
    return { ...(await contactDetails(deps.db)), status: false, code: 'CONTACT_SUPPORT' as const, msg: FORGOT_PASSWORD_HELP };
  },
};
