import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './idempotency.ts';

describe('requestHash', () => {
  it('is the same for the same request with its fields in another order, and differs for another request', () => {
    const a = requestHash('submitBid', { gameid: '7', new_result: [{ points: 10, digits: '4' }], pana: 'Single Ank' });
    const b = requestHash('submitBid', { pana: 'Single Ank', new_result: [{ digits: '4', points: 10 }], gameid: '7' });
    expect(a).toBe(b);
    expect(requestHash('submitBid', { gameid: '7', new_result: [{ points: 11, digits: '4' }], pana: 'Single Ank' })).not.toBe(a);
    expect(requestHash('submitStarlineBid', { gameid: '7', new_result: [{ points: 10, digits: '4' }], pana: 'Single Ank' })).not.toBe(a);
    expect(requestHash('submitBid', { gameid: '7' }, 'x')).not.toBe(requestHash('submitBid', { gameid: '7' }));
  });

  it('keeps the form of the hashes stored before: the keys remembered by an earlier version still match', () => {
    const body = { amount: 500, note: 'नमस्ते', skipped: undefined };
    const stored = createHash('sha256').update('addFund').update('\0').update(canonicalJson(body)).update('\0').update('extra').digest('hex');
    expect(canonicalJson(body)).toBe('{"amount":500,"note":"नमस्ते"}');
    expect(requestHash('addFund', body, 'extra')).toBe(stored);
  });
});
