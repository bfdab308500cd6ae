/**
 * Bid types and sessions in the app's language: the passbook's entries, the bid and win tables, the game rates and
 * the dashboards name them from the contract's codes (BidType, open / close).
 */
import type { StoreValue } from 'nanostores';
import type { Schemas } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';

export const bidTypeMessages = i18n('bidTypes', {
  single_digit: 'Single Digit',
  jodi: 'Jodi',
  single_pana: 'Single Pana',
  double_pana: 'Double Pana',
  triple_pana: 'Triple Pana',
  half_sangam: 'Half Sangam',
  full_sangam: 'Full Sangam',
  open: 'Open',
  close: 'Close',
});
export type BidTypeTexts = StoreValue<typeof bidTypeMessages>;

type BidType = Schemas['BidType'];

/** A bid type's name (both Half Sangam forms read 'Half Sangam'). */
export function bidTypeName(type: BidType, t: BidTypeTexts): string {
  return t[type === 'half_sangam_open' || type === 'half_sangam_close' ? 'half_sangam' : type];
}

/** 'Open' / 'Close' (any case) in the app's language; anything else as it came. */
export function sessionName(session: string, t: BidTypeTexts): string {
  const key = session.toLowerCase();
  return key === 'open' || key === 'close' ? t[key] : session;
}
