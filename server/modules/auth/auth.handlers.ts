/** Registration, login, logout and password change. */
import type { FastifyReply } from 'fastify';
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { changePassword } from './change-password.ts';
import { login } from './login.ts';
import { registerPlayer } from './register-player.ts';
import { revokeAllSessions, revokeSession, SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_TTL_MS } from './sessions.ts';

/** The session itself (httpOnly), and beside it a hint page scripts may read: it says only that a session was opened. */
function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  const options = { sameSite: 'strict', secure, path: '/', maxAge: SESSION_TTL_MS / 1000 } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, '1', options);
}

function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

export const authHandlers: Handlers = {
  async registerUser({ body, deps, req, reply }) {
    const result = await registerPlayer(deps, body, req.ip);
    if (result.code === 'OK') setSessionCookie(reply, result.token, deps.config.cookieSecure);
    return result;
  },

  async loginUser({ body, deps, req, reply }) {
    const result = await login(deps, body, req.ip);
    if (result.code === 'OK') setSessionCookie(reply, result.token, deps.config.cookieSecure);
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
};
