import { describe, expect, it } from 'vitest';
import { rateLimited, waitInWords } from './errors.ts';

describe('the wait a throttled caller is told', () => {
  it('gives seconds under a minute and whole minutes, rounded up, from a minute on', () => {
    expect([0, 1, 2, 59, 59.5, 60, 61, 120, 900].map(waitInWords)).toEqual([
      '1 second',
      '1 second',
      '2 seconds',
      '59 seconds',
      '1 minute',
      '1 minute',
      '2 minutes',
      '2 minutes',
      '15 minutes',
    ]);
  });

  it('says in its message the wait it sends as Retry-After', () => {
    const refusal = rateLimited(2);
    expect(refusal).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 2 seconds.',
      extra: { retryAfterSeconds: 2 },
    });
  });
});
