/**
 * One Idempotency-Key per intent: the same request sent again after a failure that may have reached the server (no
 * answer, a gateway's 502/503/504) carries the same key, so the server does it once and answers as the first time.
 * A different request, one after an answer, or one after a failure that did not reach the server, gets a new key.
 */
import { useMemo, useRef } from 'react';
import { ApiError, idempotencyKey } from './client.ts';

/** Failures after which the server may or may not have done what was asked. */
export const mayHaveArrived = (error: unknown): boolean => error instanceof ApiError && [0, 502, 503, 504].includes(error.status);

export interface IntentKey {
  /** The key for this request (its body, compared as JSON). */
  keyFor(request: unknown): string;
  /** The server answered: the next request is a new intent. */
  answered(): void;
  /** The request failed: its key is kept only when it may have reached the server. */
  failed(error: unknown): void;
}

export function useIntentKey(): IntentKey {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(request) {
        const body = JSON.stringify(request);
        if (attempt.current?.body !== body) attempt.current = { body, key: idempotencyKey() };
        return attempt.current.key;
      },
      answered() {
        attempt.current = null;
      },
      failed(error) {
        if (!mayHaveArrived(error)) attempt.current = null;
      },
    }),
    [],
  );
}
