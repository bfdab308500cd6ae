/**
 * Reads a bid slip (`new_result`) into bids the server can store: the bid type from the family's label, digits
 * checked for their type (a panna must be canonical and of the right class: never normalised into another
 * number), the session, points within the operator's limits, and the total. Any problem refuses the whole slip.
 */
import type { components } from '../../../sdk/schema.d.ts';
import { findPanna, type PannaClass } from '../../../sdk/pannas.ts';
import type { BidType, Family } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { pointsText } from '../../lib/money.ts';
import { Refusal } from '../../lib/refusal.ts';

type Slip = components['schemas']['BidSlip'];
type Kind = 'single_digit' | 'jodi' | 'single_pana' | 'double_pana' | 'triple_pana' | 'half_sangam' | 'full_sangam';

const KIND_OF_LABEL: Record<Slip['pana'], Kind> = {
  'Single Ank': 'single_digit',
  'Single Digit': 'single_digit',
  Jodi: 'jodi',
  'Jodi Digit': 'jodi',
  'Single Pana': 'single_pana',
  'Single Patti': 'single_pana',
  'Double Pana': 'double_pana',
  'Double Patti': 'double_pana',
  'Triple Pana': 'triple_pana',
  'Triple Patti': 'triple_pana',
  'Tripple Pana': 'triple_pana',
  'Half Sangam': 'half_sangam',
  'Full Sangam': 'full_sangam',
};

const CLASS_OF_KIND: Partial<Record<Kind, { cls: PannaClass; name: string }>> = {
  single_pana: { cls: 'SP', name: 'Single Pana' },
  double_pana: { cls: 'DP', name: 'Double Pana' },
  triple_pana: { cls: 'TP', name: 'Triple Pana' },
};

const STARLINE_KINDS: Kind[] = ['single_digit', 'single_pana', 'double_pana', 'triple_pana'];

export interface SlipBid {
  bid_type: BidType;
  label: string;
  session: 'open' | 'close' | '';
  digits: string;
  closedigits: string;
  /** Whole points. */
  points: number;
  /** Which cut-off closes it: the open bid end or the close bid end. */
  cutoff: 'open' | 'close';
}

export interface ParsedSlip {
  bids: SlipBid[];
  total: number;
}

function sessionOf(value: string | undefined): 'open' | 'close' | '' {
  const v = (value ?? '').toLowerCase();
  return v === 'open' || v === 'close' ? v : '';
}

function digitOf(value: string | number): string | undefined {
  const s = String(value);
  return /^[0-9]$/.test(s) ? s : undefined;
}

function jodiOf(value: string | number): string | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= 99 ? String(value).padStart(2, '0') : undefined;
  return /^[0-9]{2}$/.test(value) ? value : undefined;
}

function pannaOf(value: string | number | undefined, cls?: PannaClass): string | undefined {
  if (value === undefined) return undefined;
  const s = typeof value === 'number' ? (value >= 100 ? String(value) : '') : value;
  const panna = findPanna(s);
  return panna && (!cls || panna.cls === cls) ? panna.panna : undefined;
}

export function parseSlip(slip: Slip, family: Family, limits: { min: number; max: number }): ParsedSlip {
  const kind = KIND_OF_LABEL[slip.pana];
  if (family === 'starline' && !STARLINE_KINDS.includes(kind)) {
    throw new Refusal('INVALID_BID_TYPE', `${slip.pana} is not played on Starline`);
  }
  const bids: SlipBid[] = [];
  for (const entry of slip.result) {
    if (entry.points < limits.min || entry.points > limits.max) {
      throw new Refusal('BID_AMOUNT_OUT_OF_RANGE', `Each bid must be between ${pointsText(limits.min)} and ${pointsText(limits.max)} points`);
    }
    const session = sessionOf(entry.session) || sessionOf(slip.session);
    const shown = String(entry.digits);
    const bid = { label: slip.pana, points: entry.points, closedigits: '' };
    if (kind === 'single_digit' || CLASS_OF_KIND[kind]) {
      if (family === 'starline' ? session === 'close' : !session) {
        throw new Refusal('INVALID_SESSION', family === 'starline' ? 'Starline bids are for the open session' : 'Please Select the Game Type');
      }
      const s = family === 'starline' ? 'open' : session;
      const want = CLASS_OF_KIND[kind];
      const digits = want ? pannaOf(entry.digits, want.cls) : digitOf(entry.digits);
      if (!digits) {
        throw want
          ? new Refusal('INVALID_PANNA', `${shown} is not a valid ${want.name}`)
          : new Refusal('INVALID_DIGITS', 'Please enter a single digit between 0 and 9');
      }
      bids.push({ ...bid, bid_type: kind as BidType, session: s, digits, cutoff: s === 'close' ? 'close' : 'open' });
    } else if (kind === 'jodi') {
      const digits = jodiOf(entry.digits);
      if (!digits) throw new Refusal('INVALID_DIGITS', `${shown} is not a jodi from 00 to 99`);
      bids.push({ ...bid, bid_type: 'jodi', session: '', digits, cutoff: 'open' });
    } else if (kind === 'half_sangam') {
      if (!session) throw new Refusal('INVALID_SESSION', 'Please Select the Game Type');
      const ank = digitOf(entry.digits);
      if (!ank) throw new Refusal('INVALID_DIGITS', 'Please enter a single digit between 0 and 9');
      const panna = pannaOf(entry.closedigits);
      if (!panna) throw new Refusal('INVALID_PANNA', `${String(entry.closedigits ?? '')} is not a valid panna`);
      bids.push({ ...bid, bid_type: session === 'open' ? 'half_sangam_open' : 'half_sangam_close', session, digits: ank, closedigits: panna, cutoff: 'open' });
    } else {
      const open = pannaOf(entry.digits);
      const close = pannaOf(entry.closedigits);
      if (!open) throw new Refusal('INVALID_PANNA', `${shown} is not a valid panna`);
      if (!close) throw new Refusal('INVALID_PANNA', `${String(entry.closedigits ?? '')} is not a valid panna`);
      bids.push({ ...bid, bid_type: 'full_sangam', session: '', digits: open, closedigits: close, cutoff: 'open' });
    }
  }
  const total = bids.reduce((sum, b) => sum + b.points, 0);
  const written = typeof slip.totalbit === 'string' ? slip.totalbit.trim() : slip.totalbit;
  const declared = typeof written === 'number' ? written : /^[0-9]+$/.test(written) ? Number(written) : Number.NaN;
  if (declared !== total) throw invalid('new_result.totalbit', 'Total points must equal the sum of the bids');
  return { bids, total };
}

export type RateKey = 'single_digit' | 'jodi_digit' | 'single_pana' | 'double_pana' | 'tripple_pana' | 'half_sangam' | 'full_sangam';

export const RATE_OF: Record<BidType, RateKey> = {
  single_digit: 'single_digit',
  jodi: 'jodi_digit',
  single_pana: 'single_pana',
  double_pana: 'double_pana',
  triple_pana: 'tripple_pana',
  half_sangam_open: 'half_sangam',
  half_sangam_close: 'half_sangam',
  full_sangam: 'full_sangam',
};
