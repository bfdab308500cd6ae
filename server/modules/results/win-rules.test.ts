import { describe, expect, it } from 'vitest';
import { inOpenScope, outcome } from './win-rules.ts';

const bid = (bid_type: Parameters<typeof outcome>[0]['bid_type'], session: string, digits: string, closedigits = '') => ({
  bid_type,
  session,
  digits,
  closedigits,
});

describe('win rules', () => {
  // 128-10-370: open ank 1, close ank 0, jodi 10.
  it('decides open-session bids by the open panna alone', () => {
    expect(outcome(bid('single_digit', 'open', '1'), '128', null)).toBe(true);
    expect(outcome(bid('single_digit', 'open', '2'), '128', null)).toBe(false);
    expect(outcome(bid('single_pana', 'open', '128'), '128', null)).toBe(true);
    expect(outcome(bid('double_pana', 'open', '550'), '128', null)).toBe(false);
  });
  it('leaves close-session bids undecided until the close panna is known', () => {
    expect(inOpenScope(bid('single_digit', 'close', '0'))).toBe(false);
    expect(outcome(bid('single_digit', 'close', '0'), '128', null)).toBeUndefined();
    expect(outcome(bid('jodi', '', '10'), '128', null)).toBeUndefined();
  });
  it('decides close, jodi and sangam bids by both pannas', () => {
    expect(outcome(bid('single_digit', 'close', '0'), '128', '370')).toBe(true);
    expect(outcome(bid('single_pana', 'close', '370'), '128', '370')).toBe(true);
    expect(outcome(bid('jodi', '', '10'), '128', '370')).toBe(true);
    expect(outcome(bid('jodi', '', '01'), '128', '370')).toBe(false);
    expect(outcome(bid('half_sangam_open', 'open', '0', '128'), '128', '370')).toBe(true);
    expect(outcome(bid('half_sangam_close', 'close', '1', '370'), '128', '370')).toBe(true);
    expect(outcome(bid('full_sangam', '', '128', '370'), '128', '370')).toBe(true);
    expect(outcome(bid('full_sangam', '', '128', '371'), '128', '370')).toBe(false);
  });
});
