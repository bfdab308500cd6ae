/**
 * Idempotency keys: the effect and the remembered answer are committed in one transaction, so a retry (even a
 * concurrent one) gets the first answer and changes nothing. Concurrent requests with one key take turns (an
 * advisory lock on PostgreSQL; SQLite runs one write transaction at a time), and each looks for the answer first.
 * Only successful answers are remembered, for 24 hours; a refused request changed nothing, so running it again
 * is safe. The same key with a different request answers 409.
 */
import { hash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { SqlDialect } from '../db/dialect.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { DB } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** JSON with every object's keys in order, so the same request with its fields in another order compares equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(operationId: string, body: unknown, extra = ''): string {
  return hash('sha256', `${operationId}\0${canonicalJson(body)}\0${extra}`, 'hex');
}

/** A remembered row as stored. */
export interface RememberedRow {
  request_hash: string;
  response: string;
  created_at: number;
}

/** The answer a remembered row gives a request with this hash: its first answer, or 409 for another request. */
export function answerOf<R>(row: RememberedRow | undefined, hash: string, now: number): R | undefined {
  if (!row || row.created_at <= now - IDEMPOTENCY_TTL_MS) return undefined;
  if (row.request_hash !== hash) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
  return JSON.parse(row.response) as R;
}

/** The remembered answer for this key, if any; call it before any other check, so a retry always gets it. */
export async function remembered<R>(db: Kysely<DB>, userId: number, key: string | undefined, hash: string, now: number): Promise<R | undefined> {
  if (!key) return undefined;
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response', 'created_at'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('created_at', '>', now - IDEMPOTENCY_TTL_MS)
    .executeTakeFirst();
  return answerOf<R>(row, hash, now);
}

/** How long a remembered answer must still last for `isAnsweredRetry`: the operation looks it up well within that. */
const RETRY_MARGIN_MS = 10 * 60 * 1000;

/**
 * Whether this key holds an answer that will still be remembered ten minutes from now: a retry of a request already
 * answered, which the edge checks (maintenance, an operator's block) let through to that answer. (The operation then
 * answers a request with another body 409, as always; only the key's expiry could make it a new request, hence the
 * margin, and an upload is checked again once its form is read.)
 */
export async function isAnsweredRetry(db: Kysely<DB>, userId: number, key: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('created_at', '>', now - IDEMPOTENCY_TTL_MS + RETRY_MARGIN_MS)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * For a PostgreSQL statement serving many requests at once. `rememberedPg` is an expression answering, as JSON, the
 * stored rows (user_id, key, request_hash, response, created_at) of the pairs in two array parameters (each pair
 * looked up by its key, so that a plan made for any values stays right as the table grows); pass each row
 * to `answerOf`. `rememberPg` is a common table expression storing the rows of `select` (user_id, key, request_hash,
 * response, created_at) in the same statement as the effect: a key stored meanwhile fails the whole statement with a
 * unique violation, so nothing of it takes effect (run the requests again one by one through `runIdempotent`).
 */
export const rememberedPg = (users: string, keys: string) => `coalesce((select json_agg(json_build_object(
    'user_id', k.user_id, 'key', k.key, 'request_hash', k.request_hash, 'response', k.response, 'created_at', k.created_at))
  from unnest(${users}::bigint[], ${keys}::text[]) as q(user_id, key) cross join lateral (
    select * from idempotency_keys k where k.user_id = q.user_id and k.key = q.key offset 0) k), '[]')`;

export const rememberPg = (select: string) => `remembered as (
  insert into idempotency_keys (user_id, key, request_hash, response, created_at) ${select})`;

/**
 * Runs `work` once per key: its effect and its answer are stored together; a copy of the request (run at once, here
 * or in another process) answers the stored answer, and then calls `onReplay` when given.
 */
export async function runIdempotent<R extends { status: boolean }>(
  db: Kysely<DB>,
  opts: { userId: number; key: string | undefined; hash: string; now: number; dialect: SqlDialect; onReplay?: () => void },
  work: (trx: Transaction<DB>) => Promise<R>,
): Promise<R> {
  const { userId, key, hash, now } = opts;
  if (!key) return db.transaction().execute(work);
  try {
    return await db.transaction().execute(async (trx) => {
      if (opts.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`idempotency:${userId}:${key}`}))`.execute(trx);
      const first = await remembered<R>(trx, userId, key, hash, now);
      if (first) {
        opts.onReplay?.();
        return first;
      }
      const result = await work(trx);
      if (result.status === true) {
        await trx
          .deleteFrom('idempotency_keys')
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .where('created_at', '<=', now - IDEMPOTENCY_TTL_MS)
          .execute();
        await trx
          .insertInto('idempotency_keys')
          .values({ user_id: userId, key, request_hash: hash, response: JSON.stringify(result), created_at: now })
          .execute();
      }
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await remembered<R>(db, userId, key, hash, now);
      if (winner) {
        opts.onReplay?.();
        return winner;
      }
    }
    throw error;
  }
}

/** Rows of the embedded database's table each step of `forgetExpiredAnswers` looks at. */
const FORGET_STEP = 10_000;

/**
 * Deletes the answers remembered longer than 24 hours; answers how many. PostgreSQL deletes them in one statement
 * (its writers never wait for it). SQLite, where a write holds every other writer (the slips) back, walks the table
 * in steps of 10,000 rows, each a short transaction of its own, serving other requests between them.
 */
export async function forgetExpiredAnswers(db: Kysely<DB>, dialect: SqlDialect, now: number): Promise<number> {
  const expired = now - IDEMPOTENCY_TTL_MS;
  if (dialect === 'postgres') {
    return Number((await db.deleteFrom('idempotency_keys').where('created_at', '<=', expired).executeTakeFirst()).numDeletedRows);
  }
  const span = await sql<{ lo: number | null; hi: number | null }>`select min(rowid) as lo, max(rowid) as hi from idempotency_keys`.execute(db);
  const { lo, hi } = span.rows[0] ?? { lo: null, hi: null };
  if (lo === null || hi === null) return 0;
  let deleted = 0;
  for (let from = lo; from <= hi; from += FORGET_STEP) {
    const step = await sql`delete from idempotency_keys where rowid >= ${from} and rowid < ${from + FORGET_STEP} and created_at <= ${expired}`.execute(db);
    deleted += Number(step.numAffectedRows ?? 0);
    await nextTurn();
  }
  return deleted;
}
