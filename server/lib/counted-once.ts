/**
 * A throttled request sent with an Idempotency-Key counts once against its limit, however many copies of it arrive
 * (a client retrying while the first is under way, in this process or another): a copy answered with the first one's
 * stored answer gives its counted attempt back, and a copy refused (over the limit, or by what the first one did,
 * its transaction id used, a cap reached) once the first one's answer is stored gets that answer instead.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { rateLimited } from '../errors.ts';
import { remembered } from './idempotency.ts';
import { releaseAttempt, takeAttempt, type ThrottleRule } from './throttle.ts';

export interface CountedRequest {
  userId: number;
  key: string | undefined;
  hash: string;
  now: number;
  /** The throttle counter the request counts under, and its limit. */
  attemptKey: string;
  rule: ThrottleRule;
}

/**
 * Answers a stored answer for the key at once; else counts an attempt (429 over the limit) and runs `run`, which
 * passes `onReplay` to `runIdempotent`. Copies sent at once each count until they are answered, so with the player's
 * limit all but reached a copy may still be told 429 while the first one is under way.
 */
export async function countedOnce<A, R extends { status: unknown }>(
  db: Kysely<DB>,
  r: CountedRequest,
  run: (onReplay: () => void) => Promise<R>,
): Promise<A | R> {
  const stored = () => remembered<A>(db, r.userId, r.key, r.hash, r.now);
  const earlier = await stored();
  if (earlier) return earlier;
  const attempt = await takeAttempt(db, r.attemptKey, r.rule, r.now);
  const firstAnswer = async () => {
    const first = r.key ? await stored() : undefined;
    if (first) await releaseAttempt(db, r.attemptKey, attempt.windowStart);
    return first;
  };
  if (!attempt.allowed) {
    const first = await firstAnswer();
    if (first) return first;
    throw rateLimited(attempt.retryAfterSeconds);
  }
  let replayed = false;
  const answer = await run(() => {
    replayed = true;
  });
  if (replayed) {
    await releaseAttempt(db, r.attemptKey, attempt.windowStart);
    return answer;
  }
  return answer.status === true ? answer : ((await firstAnswer()) ?? answer);
}
