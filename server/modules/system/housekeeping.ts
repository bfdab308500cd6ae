/**
 * Hourly, in every process (each step is safe to run twice at once): deletes what has expired and no rule reads any
 * more, so that no table grows for ever: the throttle's spent counters and marks, answers remembered for retries
 * past their 24 hours, sessions ended more than a day ago, and one-time PIN tokens expired more than a day ago.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { forgetExpiredAnswers } from '../../lib/idempotency.ts';
import { forgetStale } from '../../lib/throttle.ts';
import { forgetEndedSessions } from '../auth/sessions.ts';
import { forgetExpiredPinLogins } from '../security-pin/security-pins.ts';

const HOUR = 60 * 60 * 1000;

export interface Housekeeping {
  db: Kysely<DB>;
  dialect: SqlDialect;
  now: () => number;
  /** The longest window of the throttle's rules: a counter is kept that long. */
  longestWindowMs: number;
}

/** One round: every step runs, a failed one reported without stopping the others; answers the rows deleted by each. */
export async function forgetExpired(h: Housekeeping, onError: (error: unknown, step: string) => void) {
  const { db, dialect, longestWindowMs } = h;
  const steps: Record<string, (now: number) => Promise<number>> = {
    throttle: (now) => forgetStale(db, now, longestWindowMs),
    idempotency_keys: (now) => forgetExpiredAnswers(db, dialect, now),
    sessions: (now) => forgetEndedSessions(db, now),
    pin_logins: (now) => forgetExpiredPinLogins(db, now),
  };
  const deleted: Record<string, number> = {};
  for (const [step, run] of Object.entries(steps)) {
    try {
      deleted[step] = await run(h.now());
    } catch (error) {
      onError(error, step);
    }
  }
  return deleted;
}

/** Runs `forgetExpired` now and every `intervalMs` (a round still running is not started again); answers its stop. */
export function startHousekeeping(h: Housekeeping, onError: (error: unknown, step: string) => void, intervalMs = HOUR): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void forgetExpired(h, onError).finally(() => {
      running = false;
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
