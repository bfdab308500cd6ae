/**
 * Fixed-window attempt counters kept in the database, so every server process shares them.
 * An attempt is counted before the work it guards, so parallel attempts cannot slip past the limit.
 */
import { isIPv6 } from 'node:net';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export interface AttemptResult {
  allowed: boolean;
  /** Seconds until the window ends (when not allowed). */
  retryAfterSeconds: number;
  /** When the window the attempt was counted in began (for giving it back to that window only). */
  windowStart?: number;
}

/** A back-off attempt's result, with the failures counted under its key so far (this one included when allowed). */
export interface BackoffResult extends AttemptResult {
  count: number;
}

/** An IPv6 address's eight groups (an IPv4 tail, `::ffff:1.2.3.4`, read as the last two). */
function ipv6Groups(ip: string): number[] {
  const bare = ip.split('%')[0]!;
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(bare);
  const text = dotted
    ? `${dotted[1]}${((Number(dotted[2]) << 8) | Number(dotted[3])).toString(16)}:${((Number(dotted[4]) << 8) | Number(dotted[5])).toString(16)}`
    : bare;
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The address an attempt is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 one, however written, as
 * IPv4), an IPv6 address by its /64 network, the block one subscriber is given, so a caller cannot get fresh counters
 * by stepping through the addresses of their own network.
 */
export function throttleAddress(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const g = ipv6Groups(ip);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join('.');
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

export async function takeAttempt(db: Kysely<DB>, key: string, rule: ThrottleRule, now: number): Promise<AttemptResult> {
  const expired = now - rule.windowMs;
  const row = await sql<{ count: number; window_start: number }>`
    insert into throttle (key, count, window_start) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when throttle.window_start <= ${expired} then 1 else throttle.count + 1 end,
      window_start = case when throttle.window_start <= ${expired} then ${now} else throttle.window_start end
    returning count, window_start`.execute(db);
  const { count, window_start } = row.rows[0] ?? { count: 1, window_start: now };
  const allowed = Number(count) <= rule.limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((Number(window_start) + rule.windowMs - now) / 1000), windowStart: Number(window_start) };
}

/** Whether an attempt under `key` would be let through now, without counting one. */
export async function peekAttempt(db: Kysely<DB>, key: string, rule: ThrottleRule, now: number): Promise<AttemptResult> {
  const row = await db.selectFrom('throttle').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
  const start = Number(row?.window_start ?? 0);
  if (!row || start <= now - rule.windowMs || Number(row.count) < rule.limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.ceil((start + rule.windowMs - now) / 1000) };
}

/**
 * Gives back one counted attempt (the attempt turned out to be legitimate); given the window it was counted in, only
 * while that window lasts (an attempt of a window that has ended takes nothing off the next one's count).
 */
export async function releaseAttempt(db: Kysely<DB>, key: string, windowStart?: number): Promise<void> {
  let release = db
    .updateTable('throttle')
    .set({ count: sql`case when count > 0 then count - 1 else 0 end` })
    .where('key', '=', key);
  if (windowStart !== undefined) release = release.where('window_start', '=', windowStart);
  await release.execute();
}

export async function clearAttempts(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', key).execute();
}

/** Failures that pass without delay (by default), then the wait after each further failure (the last one repeats). */
export const BACKOFF_FREE_FAILURES = 5;
export const BACKOFF_DELAYS_MS = [2_000, 8_000, 30_000, 120_000, 900_000] as const;
/** Failures older than this are forgotten. */
const BACKOFF_MEMORY_MS = 24 * 60 * 60 * 1000;

function delaySql(count: string, free: number) {
  const steps = BACKOFF_DELAYS_MS.slice(0, -1)
    .map((ms, i) => `when ${count} < ${free + i + 1} then ${ms}`)
    .join(' ');
  return sql.raw(`(case when ${count} < ${free} then 0 ${steps} else ${BACKOFF_DELAYS_MS.at(-1)} end)`);
}

/**
 * An attempt under growing delays: after a few free failures, each further attempt must wait longer since the
 * previous one. It is counted before the work it guards (an upsert that only passes when the wait is over), so a
 * burst of parallel attempts gets no more tries than one after another. `clearAttempts` after a success.
 */
export async function takeBackoffAttempt(db: Kysely<DB>, key: string, now: number, free = BACKOFF_FREE_FAILURES): Promise<BackoffResult> {
  const forgotten = now - BACKOFF_MEMORY_MS;
  const result = await sql<{ count: number }>`
    insert into throttle (key, count, window_start) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when throttle.window_start <= ${forgotten} then 1 else throttle.count + 1 end,
      window_start = ${now}
    where throttle.window_start <= ${forgotten} or throttle.window_start + ${delaySql('throttle.count', free)} <= ${now}
    returning count`.execute(db);
  if (result.rows.length > 0) return { allowed: true, retryAfterSeconds: 0, count: Number(result.rows[0]!.count) };
  const seen = await peekBackoff(db, key, now, free);
  // Refused above: a wait under way (should another attempt have just moved it, the caller tries again in a second).
  return seen.allowed ? { ...seen, allowed: false, retryAfterSeconds: 1 } : seen;
}

/** Remembers that `key` happened now (a login from an address, say): a mark, not a counter. */
export async function markSeen(db: Kysely<DB>, key: string, now: number): Promise<void> {
  await sql`insert into throttle (key, count, window_start) values (${key}, 0, ${now})
    on conflict (key) do update set count = 0, window_start = ${now}`.execute(db);
}

/** How long a mark (`markSeen`) means something: its readers ask about the last 30 days at most. */
export const MARK_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes what no longer holds anything: counters untouched for longer than a back-off's memory and `longestWindowMs`
 * (their next attempt would start afresh anyway), and marks, or counters given back to zero, older than
 * MARK_MEMORY_MS. Answers how many rows went.
 */
export async function forgetStale(db: Kysely<DB>, now: number, longestWindowMs: number): Promise<number> {
  const counters = now - Math.max(BACKOFF_MEMORY_MS, longestWindowMs);
  const result = await db
    .deleteFrom('throttle')
    .where((eb) => eb.or([eb.and([eb('count', '>', 0), eb('window_start', '<', counters)]), eb('window_start', '<', now - MARK_MEMORY_MS)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets every counter and mark whose key starts with `prefix` (which must hold no LIKE wildcard). */
export async function forgetKeysStartingWith(db: Kysely<DB>, prefix: string): Promise<void> {
  if (/[%_\\]/.test(prefix)) throw new Error(`a throttle key prefix with a LIKE wildcard: ${prefix}`);
  await db.deleteFrom('throttle').where('key', 'like', `${prefix}%`).execute();
}

/** Whether `key` was marked seen at or after `since`. */
export async function seenSince(db: Kysely<DB>, key: string, since: number): Promise<boolean> {
  const row = await db.selectFrom('throttle').select('window_start').where('key', '=', key).executeTakeFirst();
  return row !== undefined && Number(row.window_start) >= since;
}

/** Whether an attempt under `key` would be let through now, without counting one. */
export async function peekBackoff(db: Kysely<DB>, key: string, now: number, free = BACKOFF_FREE_FAILURES): Promise<BackoffResult> {
  const row = await db.selectFrom('throttle').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
  const start = Number(row?.window_start ?? 0);
  const count = row && start > now - BACKOFF_MEMORY_MS ? Number(row.count) : 0;
  const wait = count < free ? 0 : BACKOFF_DELAYS_MS[Math.min(count - free, BACKOFF_DELAYS_MS.length - 1)]!;
  const until = start + wait;
  return until <= now
    ? { allowed: true, retryAfterSeconds: 0, count }
    : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)), count };
}
