/** parseSlip: the bid types, digits, sessions, limits and total of a slip, without a database. */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema.d.ts';
import { ApiError } from '../../errors.ts';
import { Refusal } from '../../lib/refusal.ts';
import { parseSlip } from './slip-rules.ts';

type Slip = components['schemas']['BidSlip'];
const LIMITS = { min: 5, max: 5000 };
const slip = (pana: Slip['pana'], result: Slip['result'], extra: Partial<Slip> = {}): Slip => ({
  gameid: '1',
  Gamename: 'KALYAN',
  pana,
  session: 'Open',
  totalbit: result.reduce((s, r) => s + r.points, 0),
  result,
  ...extra,
});
const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof Refusal || e instanceof ApiError) return e.code;
    throw e;
  }
  return 'ACCEPTED';
};

describe('parseSlip', () => {
  it('reads a Single Ank slip into bids with their session, cut-off and total', () => {
    const parsed = parseSlip(slip('Single Ank', [{ points: 10, digits: '7', session: 'Close', closedigits: '' }]), 'daily', LIMITS);
    expect(parsed).toEqual({
      total: 10,
      bids: [{ bid_type: 'single_digit', label: 'Single Ank', session: 'close', digits: '7', closedigits: '', points: 10, cutoff: 'close' }],
    });
  });

  it('keeps pannas canonical and of the class bid on, never normalised into another number', () => {
    expect(parseSlip(slip('Single Pana', [{ points: 5, digits: '128', session: 'Open', closedigits: '' }]), 'daily', LIMITS).bids[0]?.digits).toBe('128');
    expect(codeOf(() => parseSlip(slip('Single Pana', [{ points: 5, digits: '281', session: 'Open', closedigits: '' }]), 'daily', LIMITS))).toBe(
      'INVALID_PANNA',
    );
    expect(codeOf(() => parseSlip(slip('Double Pana', [{ points: 5, digits: '128', session: 'Open', closedigits: '' }]), 'daily', LIMITS))).toBe(
      'INVALID_PANNA',
    );
    expect(parseSlip(slip('Triple Pana', [{ points: 5, digits: '777', session: 'Open', closedigits: '' }]), 'daily', LIMITS).bids[0]?.bid_type).toBe(
      'triple_pana',
    );
  });

  it('reads jodi and sangam slips as open-cut-off bids', () => {
    const jodi = parseSlip(slip('Jodi', [{ points: 5, digits: '07', session: '', closedigits: '' }]), 'daily', LIMITS).bids[0];
    expect(jodi).toMatchObject({ bid_type: 'jodi', session: '', digits: '07', cutoff: 'open' });
    const full = parseSlip(slip('Full Sangam', [{ points: 5, digits: '128', session: '', closedigits: '370' }]), 'daily', LIMITS).bids[0];
    expect(full).toMatchObject({ bid_type: 'full_sangam', digits: '128', closedigits: '370', cutoff: 'open' });
    expect(codeOf(() => parseSlip(slip('Jodi', [{ points: 5, digits: '7', session: '', closedigits: '' }]), 'daily', LIMITS))).toBe('INVALID_DIGITS');
  });

  it('refuses points outside the limits, a total that is not the sum, and games Starline does not play', () => {
    expect(codeOf(() => parseSlip(slip('Single Ank', [{ points: 4, digits: '1', session: 'Open', closedigits: '' }]), 'daily', LIMITS))).toBe(
      'BID_AMOUNT_OUT_OF_RANGE',
    );
    expect(codeOf(() => parseSlip(slip('Single Ank', [{ points: 5, digits: '1', session: 'Open', closedigits: '' }], { totalbit: 6 }), 'daily', LIMITS))).toBe(
      'VALIDATION_FAILED',
    );
    expect(codeOf(() => parseSlip(slip('Jodi', [{ points: 5, digits: '12', session: '', closedigits: '' }]), 'starline', LIMITS))).toBe('INVALID_BID_TYPE');
    expect(codeOf(() => parseSlip(slip('Single Ank', [{ points: 5, digits: '12', session: 'Open', closedigits: '' }]), 'daily', LIMITS))).toBe(
      'INVALID_DIGITS',
    );
  });
});
