import { describe, expect, it } from 'vitest';
import { PANNAS } from '../../../sdk/pannas.ts';
import { inOpenScope, mayStillWin, outcome, winsClose } from './win-rules.ts';

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
  it('after the open result, keeps as possible winners exactly the bids some close result would pay', () => {
    // 128: open ank 1.
    expect(mayStillWin(bid('jodi', '', '57'), null)).toBe(true);
    expect(mayStillWin(bid('jodi', '', '12'), '128')).toBe(true);
    expect(mayStillWin(bid('jodi', '', '57'), '128')).toBe(false);
    expect(mayStillWin(bid('half_sangam_close', 'close', '2', '370'), '128')).toBe(false);
    expect(mayStillWin(bid('half_sangam_open', 'open', '0', '128'), '128')).toBe(true);
    expect(mayStillWin(bid('full_sangam', '', '137', '370'), '128')).toBe(false);
    expect(mayStillWin(bid('single_pana', 'close', '370'), '128')).toBe(true);
    // Every close-scope bid of a few kinds, against every close panna: possible exactly when one of them pays it.
    const closes = PANNAS.map((p) => p.panna);
    const bids = [
      ...['10', '12', '57', '19'].map((d) => bid('jodi', '', d)),
      ...['0', '5'].flatMap((d) => ['128', '137', '370'].map((p) => bid('half_sangam_open', 'open', d, p))),
      ...['1', '2'].flatMap((d) => ['370', '380'].map((p) => bid('half_sangam_close', 'close', d, p))),
      ...['128', '137'].map((p) => bid('full_sangam', '', p, '370')),
      bid('single_digit', 'close', '4'),
    ];
    for (const b of bids) {
      expect(mayStillWin(b, '128'), JSON.stringify(b)).toBe(closes.some((close) => winsClose(b, '128', close)));
    }
  });
});
