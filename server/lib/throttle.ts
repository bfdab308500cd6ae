/**
 * Fixed-window attempt counters kept in the database, so every server process shares them.
 * An attempt is counted before the work it guards, so parallel attempts cannot slip past the limit.
 */
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
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((Number(window_start) + rule.windowMs - now) / 1000) };
}

/** Gives back one counted attempt (the attempt turned out to be legitimate). */
export async function releaseAttempt(db: Kysely<DB>, key: string): Promise<void> {
  await db
    .updateTable('throttle')
    .set({ count: sql`case when count > 0 then count - 1 else 0 end` })
    .where('key', '=', key)
    .execute();
}

export async function clearAttempts(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', key).execute();
}
