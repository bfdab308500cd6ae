/** Server-side sessions: a random token is handed out once; only its SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { pgFunction, queryPgFunction } from '../../db/pg-functions.ts';
import type { DB, Role } from '../../db/schema.ts';
import { TickBatch } from '../../db/tick-batch.ts';
import { forgetKeysStartingWith } from '../../lib/throttle.ts';
import { SETTINGS_KEY } from '../settings/settings.ts';

export const SESSION_COOKIE = 'matka_session';
/**
 * Set and cleared with the session cookie, readable by page scripts, holding no credential: the web app asks who is
 * logged in only when it is there, so a visitor's browser makes no call that must fail (401).
 */
export const SESSION_HINT_COOKIE = 'matka_signed_in';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** An operator's session lasts a working day: the console holds everyone's money, a player's app only its own. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface Auth {
  userId: number;
  role: Role;
  sessionId: string;
  via: 'bearer' | 'cookie';
}

export const digest = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * A new session. A login passes `gen`, the account's session generation read together with the credential it
 * checked: should the generation have moved on meanwhile (password changed, all sessions ended), the session is
 * void at once. Without `gen` the session joins the account's current generation. `token` is given only when a
 * one-time login token becomes the session (MPIN login).
 */
export async function createSession(db: Kysely<DB>, userId: number, now: number, opts: { gen?: number; token?: string; role?: Role } = {}) {
  const { gen, token = newToken() } = opts;
  const expiresAt = now + (opts.role === 'operator' ? OPERATOR_SESSION_TTL_MS : SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values((eb) => ({
      id: digest(token),
      user_id: userId,
      gen: gen ?? eb.selectFrom('users').select('session_gen').where('id', '=', userId),
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
    }))
    .execute();
  return { token, expiresAt };
}

/** Live sessions: not revoked or expired, of the account's current generation, of an active account. */
function liveSessions(db: Kysely<DB>, now: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .where('sessions.revoked_at', 'is', null)
    .whereRef('sessions.gen', '=', 'users.session_gen')
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'active');
}

/** The live session of an active account for this token, if any. */
export async function findSession(db: Kysely<DB>, token: string, now: number) {
  if (token.length < 20 || token.length > 100) return undefined;
  return liveSessions(db, now)
    .select(['sessions.id as sessionId', 'users.id as userId', 'users.role as role', 'users.must_change_password as must_change_password'])
    .where('sessions.id', '=', digest(token))
    .executeTakeFirst();
}

/**
 * Of these sessions (by id), the ones still live. Long-lived connections (the live-events stream) ask before they
 * carry anything private.
 */
export async function liveSessionIds(db: Kysely<DB>, ids: string[], now: number): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await liveSessions(db, now)
      .select('sessions.id')
      .where('sessions.id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}

/**
 * A session found on a hot path, with the account's money controls and the stored settings read in the same
 * statement (the player guard of the same request uses them instead of asking again).
 */
export interface HotSession {
  sessionId: string;
  userId: number;
  role: Role;
  betting_blocked: number;
  withdrawals_blocked: number;
  /** 1: the password was chosen by someone else (support, another operator) and must be changed first. */
  must_change_password: number;
  settings: string | null;
}

const HOT_SESSION = (p: (n: 1 | 2 | 3) => string) => `select sessions.id as "sessionId", users.id as "userId", users.role as role,
    users.betting_blocked, users.withdrawals_blocked, users.must_change_password,
    (select value from settings where key = ${p(3)}) as settings
  from sessions join users on users.id = sessions.user_id
  where sessions.id = ${p(1)} and sessions.revoked_at is null and sessions.gen = users.session_gen
    and sessions.expires_at > ${p(2)} and users.status = 'active'`;
const SQLITE_NAMES = { 1: '@id', 2: '@now', 3: '@key' } as const;

const sessionQueries = new WeakMap<SQLite.Database, SQLite.Statement>();

/** findSession on the embedded database's own handle, with a prepared statement (the per-request hot path). */
export function findSessionRaw(raw: SQLite.Database, token: string, now: number): HotSession | undefined {
  if (token.length < 20 || token.length > 100) return undefined;
  let stmt = sessionQueries.get(raw);
  if (!stmt) {
    stmt = raw.prepare(HOT_SESSION((n) => SQLITE_NAMES[n]));
    sessionQueries.set(raw, stmt);
  }
  return stmt.get({ id: digest(token), now, key: SETTINGS_KEY }) as HotSession | undefined;
}

/**
 * Sessions presented in one turn of the event loop are looked up together: one round trip for all of them. Each
 * session is read by its key (the lateral lookup, kept apart by `offset 0`), so that the plan made once for any values
 * stays right as the tables grow (`SESSION_LOOKUP`; `tests/server/pg-pool.test.ts`).
 */
const PG_SESSIONS_QUERY = `select q.n::bigint, x."sessionId"::text, x."userId"::bigint, x.role::text, x.betting_blocked::int,
    x.withdrawals_blocked::int, x.must_change_password::int, (select value from settings where key = $3)::text as settings
  from unnest($1::text[], $2::bigint[]) with ordinality as q(id, now, n)
  cross join lateral (
    select sessions.id as "sessionId", users.id as "userId", users.role, users.betting_blocked, users.withdrawals_blocked,
      users.must_change_password
    from sessions join users on users.id = sessions.user_id
    where sessions.id = q.id and sessions.revoked_at is null and sessions.gen = users.session_gen
      and sessions.expires_at > q.now and users.status = 'active'
    offset 0) x`;

/** The lookup as a function of the database, planned once per connection (planning it cost more than running it). */
export const SESSION_LOOKUP = pgFunction({
  prefix: 'session_lookup_batch',
  statementName: 'session-lookup-batch',
  params: ['text[]', 'bigint[]', 'text'],
  returns: 'n bigint, "sessionId" text, "userId" bigint, role text, betting_blocked int, withdrawals_blocked int, must_change_password int, settings text',
  query: PG_SESSIONS_QUERY,
});

const pgSessionBatches = new WeakMap<pg.Pool, TickBatch<{ id: string; now: number }, HotSession | undefined>>();

function pgSessionBatch(pool: pg.Pool) {
  let batch = pgSessionBatches.get(pool);
  if (!batch) {
    batch = new TickBatch(async (asked) => {
      const values = [asked.map((a) => a.id), asked.map((a) => a.now), SETTINGS_KEY];
      const rows = await queryPgFunction<HotSession & { n: string }>(pool, SESSION_LOOKUP, values);
      const found = new Map(rows.map(({ n, ...session }) => [Number(n), session]));
      return asked.map((_, i) => ({ ok: true, value: found.get(i + 1) }));
    });
    pgSessionBatches.set(pool, batch);
  }
  return batch;
}

/** findSession on PostgreSQL: one statement shared by the lookups of one turn. */
export async function findSessionPg(pool: pg.Pool, token: string, now: number): Promise<HotSession | undefined> {
  if (token.length < 20 || token.length > 100) return undefined;
  return pgSessionBatch(pool).call({ id: digest(token), now });
}

/** How long an ended session is kept (a day), then deleted by `forgetEndedSessions`. */
export const ENDED_SESSION_MEMORY_MS = 24 * 60 * 60 * 1000;

/** Deletes the sessions that ended (expired or logged out) more than a day ago; answers how many. */
export async function forgetEndedSessions(db: Kysely<DB>, now: number): Promise<number> {
  const before = now - ENDED_SESSION_MEMORY_MS;
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function revokeSession(db: Kysely<DB>, sessionId: string, now: number) {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/**
 * Where login remembers the addresses an account logged in from (spared its account-wide limit). Ending every other
 * session (a password change, log out everywhere, a forced logout, a suspension) forgets them: after a compromise, the
 * addresses the old password was used from are no longer the player's own.
 */
export const knownAddressPrefix = (userId: number) => `login:known:${userId}:`;

/**
 * Ends every session of the account in one step (log out everywhere, forced logout, suspension): the generation
 * moves on, so a session a login in flight creates afterwards with the generation it read before is void too, and so
 * is a security PIN set before (security-pins.ts). Answers how many live sessions were ended.
 */
export async function revokeAllSessions(db: Kysely<DB>, userId: number, now: number): Promise<number> {
  await forgetKeysStartingWith(db, knownAddressPrefix(userId));
  await db
    .updateTable('users')
    .set((eb) => ({ session_gen: eb('session_gen', '+', 1) }))
    .where('id', '=', userId)
    .execute();
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/**
 * Ends every other session of the account (password change); the kept one moves to the new generation, and a
 * security PIN set before stops counting.
 */
export async function revokeOtherSessions(db: Kysely<DB>, userId: number, keepSessionId: string, now: number): Promise<void> {
  await forgetKeysStartingWith(db, knownAddressPrefix(userId));
  await db
    .updateTable('users')
    .set((eb) => ({ session_gen: eb('session_gen', '+', 1) }))
    .where('id', '=', userId)
    .execute();
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('sessions')
    .set((eb) => ({ gen: eb.selectFrom('users').select('session_gen').where('id', '=', userId) }))
    .where('id', '=', keepSessionId)
    .where('user_id', '=', userId)
    .execute();
}
