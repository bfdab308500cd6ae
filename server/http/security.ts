/**
 * Who is calling and whether they may: session from bearer token or cookie, role checks from the contract,
 * cross-site protection for browsers, and the family's `app_key` / `user_id` body fields.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../contract/load-contract.ts';
import { type Auth, findSession, findSessionPg, findSessionRaw, SESSION_COOKIE } from '../modules/auth/sessions.ts';
import { rememberControls } from './player-guard.ts';
import { ApiError, forbidden, unauthenticated } from './errors.ts';
import { passwordChangeRequired } from '../errors.ts';
import type { Deps } from './handler.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token of an `Authorization: Bearer …` header (the scheme's name in any case, as HTTP has it). */
export function bearerOf(authorization: string | undefined): string | undefined {
  const found = /^bearer\s+(.*)$/i.exec(authorization ?? '');
  return found ? found[1]!.trim() : undefined;
}

function tokenOf(request: FastifyRequest): { token: string; via: Auth['via'] } | undefined {
  const bearer = bearerOf(request.headers.authorization);
  if (bearer !== undefined) return { token: bearer, via: 'bearer' };
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { token: cookie, via: 'cookie' };
  return undefined;
}

/**
 * Browsers send Origin on cross-site writes; refuse any whose origin is not this server's (or an allowed one). This
 * server's host is the one the browser called: behind a trusted proxy (TRUST_PROXY) its X-Forwarded-Host, as the
 * Host allow-list reads it, since a proxy often sends its own upstream address as Host.
 */
export function checkOrigin(request: FastifyRequest, deps: Deps): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin) {
    if (deps.config.allowedOrigins.includes(origin)) return;
    let host = '';
    let scheme = '';
    try {
      ({ host, protocol: scheme } = new URL(origin));
    } catch {
      host = '';
    }
    // A page served over plain HTTP is another site than this one served over HTTPS (the same host name on http:// is
    // within reach of anyone on the network path).
    const downgraded = request.protocol === 'https' && scheme !== 'https:';
    if (downgraded || host.toLowerCase() !== (request.host ?? '').toLowerCase())
      throw new ApiError(403, 'CROSS_SITE_REQUEST', 'Requests from other sites are not accepted.');
    return;
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new ApiError(403, 'CROSS_SITE_REQUEST', 'Requests from other sites are not accepted.');
  }
}

/** When each request's session was last read (`performance.now()`). */
const authenticatedAt = new WeakMap<FastifyRequest, number>();

/**
 * A body that took this long to arrive after the session was read has its session read again: an operator may have
 * suspended the player (ending the session) or blocked their bids or withdrawals meanwhile, and a body sent slowly
 * on purpose must not carry the caller past that.
 */
export const SLOW_BODY_MS = 100;

/** Resolves the session and enforces the operation's access level. */
export async function authenticate(request: FastifyRequest, access: Access, deps: Deps): Promise<void> {
  request.auth = null;
  if (access === 'public') return;
  const presented = tokenOf(request);
  let mustChange = false;
  if (presented) {
    const now = deps.clock.now();
    const hot = deps.groupCommit
      ? await deps.groupCommit.read((raw) => findSessionRaw(raw, presented.token, now))
      : deps.pool
        ? await findSessionPg(deps.pool, presented.token, now)
        : undefined;
    const session = hot ?? (deps.groupCommit || deps.pool ? undefined : await findSession(deps.db, presented.token, now));
    // Timed from here: a lookup slow to answer (a busy database) does not make a body that came at once look slow.
    authenticatedAt.set(request, performance.now());
    if (session) request.auth = { sessionId: session.sessionId, userId: session.userId, role: session.role, via: presented.via };
    if (hot) rememberControls(request, hot);
    mustChange = Number(session?.must_change_password) === 1;
  }
  if (access === 'optional' && !request.auth) return;
  if (!request.auth) throw unauthenticated();
  if (access === 'operator' && request.auth.role !== 'operator') throw forbidden('This needs an operator account.');
  // A password someone else chose (support's temporary one, or the operator who added this one) is changed first: also
  // where a session is optional (the dashboard's wallet, the live notices), it opens nothing of the account.
  if (mustChange && !WHILE_PASSWORD_CHANGE_REQUIRED.has(request.routeOptions.config.operationId ?? '')) {
    throw passwordChangeRequired(request.auth.role === 'operator' ? CONSOLE_FIRST : PLAYER_FIRST);
  }
}

/**
 * Reads the session (and a player's blocks) again when the body came in SLOW_BODY_MS or more after they were read;
 * true when it did. Ended sessions then get 401, as a new request would.
 */
export async function authenticateAgainIfSlow(request: FastifyRequest, access: Access, deps: Deps): Promise<boolean> {
  const at = authenticatedAt.get(request);
  if (at === undefined || !request.auth || performance.now() - at < SLOW_BODY_MS) return false;
  await authenticate(request, access, deps);
  return true;
}

/** What an account whose password someone else chose may do before changing it: that, and who it is, and leave. */
const WHILE_PASSWORD_CHANGE_REQUIRED = new Set(['changePassword', 'getProfile', 'logoutUser', 'logoutAllSessions']);
const CONSOLE_FIRST = 'Change the password you were given before using the console.';
const PLAYER_FIRST = 'Change the password support gave you before you go on.';

/** `app_key` must be the configured one when sent; a `user_id` must be the caller's own. */
export function checkBodyIdentity(request: FastifyRequest, deps: Deps): void {
  const body = request.body;
  if (!body || typeof body !== 'object') return;
  const fields = body as Record<string, unknown>;
  const appKey = fields.app_key;
  if (typeof appKey === 'string' && appKey !== '' && !deps.config.clientProfiles.some((p) => p.appKey === appKey)) {
    throw new ApiError(403, 'APP_KEY_INVALID', 'This app is not recognised. Please update it.');
  }
  const nested = fields.new_result && typeof fields.new_result === 'object' ? (fields.new_result as Record<string, unknown>).user_id : undefined;
  for (const userId of [fields.user_id, nested, ...(request.droppedUserIds ?? [])]) {
    if (userId === undefined || userId === '') continue;
    if (!request.auth) {
      if (request.routeOptions.config.access === 'public') continue;
      if (request.routeOptions.config.access === 'optional') throw unauthenticated();
    }
    if (request.auth && String(userId) !== String(request.auth.userId)) {
      // Its own code: a browser app whose tab still shows the player who was logged in before sees who is now.
      throw new ApiError(
        403,
        'NOT_SESSION_PLAYER',
        'This request is for another player than the one logged in now, so nothing was done. Check which account is logged in.',
      );
    }
  }
}

export type { FastifyReply };
