/**
 * Which bids a declaration decides and which of them win, as pure functions: the same rules settle.ts applies
 * in SQL, so that a preview can say what a declaration or correction would pay without changing anything.
 */
import { ankOf } from '../../../sdk/pannas.ts';
import type { BidType } from '../../db/schema.ts';

export interface BidKey {
  bid_type: BidType;
  session: string;
  digits: string;
  closedigits: string;
}

const OPEN_TYPES: readonly BidType[] = ['single_digit', 'single_pana', 'double_pana', 'triple_pana'];

/** Settled by the open result (and by a Starline slot's only result). */
export const inOpenScope = (b: BidKey) => OPEN_TYPES.includes(b.bid_type) && b.session === 'open';

export function winsOpen(b: BidKey, open: string): boolean {
  return b.bid_type === 'single_digit' ? b.digits === String(ankOf(open)) : b.digits === open;
}

export function winsClose(b: BidKey, open: string, close: string): boolean {
  const a = String(ankOf(open));
  const c = String(ankOf(close));
  switch (b.bid_type) {
    case 'single_digit':
      return b.digits === c;
    case 'single_pana':
    case 'double_pana':
    case 'triple_pana':
      return b.digits === close;
    case 'jodi':
      return b.digits === a + c;
    case 'half_sangam_open':
      return b.closedigits === open && b.digits === c;
    case 'half_sangam_close':
      return b.digits === a && b.closedigits === close;
    case 'full_sangam':
      return b.digits === open && b.closedigits === close;
  }
}

/**
 * Whether a pending bid may still win while the day's close result is to come: every one before the open result;
 * after it (`open` declared), a close-session bid, and a Jodi or Sangam only when its open part is that result.
 */
export function mayStillWin(b: BidKey, open: string | null): boolean {
  if (!open) return true;
  if (inOpenScope(b)) return false;
  const a = String(ankOf(open));
  switch (b.bid_type) {
    case 'jodi':
      return b.digits.startsWith(a);
    case 'half_sangam_open':
      return b.closedigits === open;
    case 'half_sangam_close':
      return b.digits === a;
    case 'full_sangam':
      return b.digits === open;
    default:
      return true;
  }
}

/** Whether a bid wins once the day's declared results are `open` and `close`; undefined while undecided. */
export function outcome(b: BidKey, open: string | null, close: string | null): boolean | undefined {
  if (inOpenScope(b)) return open ? winsOpen(b, open) : undefined;
  return open && close ? winsClose(b, open, close) : undefined;
}
