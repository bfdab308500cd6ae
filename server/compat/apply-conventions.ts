/**
 * Conventions that differ between the family's apps, decided by the caller's client profile, never guessed:
 * the Half Sangam form and `payment_method` sent as the family's number for where it pays. Their sign-up form asks no date of
 * birth, which the server needs (players are 18 or older): such a sign-up is sent to the web app's.
 */
import type { Deps } from '../http/handler.ts';
import { type PaysTo, paysTo } from '../modules/profile/payees.ts';
import { loadSettings } from '../modules/settings/settings.ts';
import type { ClientProfile } from './client-profiles.ts';

export interface ConventionRefusal {
  status: false | 0;
  code: string;
  msg: string;
}

const SLIP_OPERATIONS = new Set(['submitBid', 'submitStarlineBid']);
/** The other session, in either case the contract takes (other spellings were read into these by `enumOf` before). */
function swap(session: unknown): unknown {
  const read = typeof session === 'string' ? session.toLowerCase() : undefined;
  return read === 'open' ? 'Close' : read === 'close' ? 'Open' : session;
}

/** Rewrites `body` in place into the contract's convention; answers a refusal when the profile cannot say. */
export async function applyConventions(
  operationId: string,
  body: unknown,
  profile: ClientProfile,
  deps: Deps,
  origin: string,
): Promise<ConventionRefusal | undefined> {
  if (!body || typeof body !== 'object') return undefined;
  const fields = body as Record<string, unknown>;
  if (operationId === 'registerUser' && !fields.date_of_birth) {
    return {
      status: profile.statusStyle === 'boolean' ? false : 0,
      code: 'DATE_OF_BIRTH_REQUIRED',
      msg: `Please sign up at ${origin}/register: we ask your date of birth there, as players must be 18 or older. Then log in here with the same mobile number and password.`,
    };
  }
  if (SLIP_OPERATIONS.has(operationId)) return halfSangam(fields.new_result, profile);
  if (operationId === 'requestWithdrawal') await paymentMethodByType(fields, deps);
  return undefined;
}

function halfSangam(slip: unknown, profile: ClientProfile): ConventionRefusal | undefined {
  if (!slip || typeof slip !== 'object') return undefined;
  const s = slip as Record<string, unknown>;
  if (s.pana !== 'Half Sangam' || profile.halfSangam === 'spec') return undefined;
  if (profile.halfSangam === 'unknown') {
    return {
      status: false,
      code: 'HALF_SANGAM_FORM_UNKNOWN',
      msg: `Half Sangam from ${profile.name} is not accepted yet: the operator has not set which numbers this app sends under Open and Close.`,
    };
  }
  // open-ank-close-panna: this app's Open is the spec's Close form (open ank + close panna), and the reverse.
  s.session = swap(s.session);
  if (Array.isArray(s.result)) {
    for (const entry of s.result)
      if (entry && typeof entry === 'object') (entry as Record<string, unknown>).session = swap((entry as Record<string, unknown>).session);
  }
  return undefined;
}

/**
 * A history row of the spec's Half Sangam shown under the app's own session: an open-ank-close-panna app reads its
 * Open slip (stored as the spec's Close form) back as Open, and the reverse.
 */
export function halfSangamRowAsApp(row: Record<string, unknown>, profile: ClientProfile): void {
  if (profile.halfSangam !== 'open-ank-close-panna') return;
  const type = row.bid_type;
  const half = type === 'half_sangam_open' || type === 'half_sangam_close' || (type === undefined && row.pana === 'Half Sangam');
  if (!half || typeof row.session !== 'string') return;
  const swapped = String(swap(row.session));
  row.session = row.session === row.session.toLowerCase() ? swapped.toLowerCase() : swapped;
}

/** The family's payment-method numbers: where each pays (1 the bank account, then the UPI apps). */
const FAMILY_PAYS_TO: Record<string, PaysTo> = { '1': 'bank', '2': 'paytm', '3': 'google_pay', '4': 'phonepe' };

/**
 * A number -> the name of the operator's one method paying where the family's number says ("4": the PhonePe method;
 * of several, the one of that `type`). A number naming none, or several, stays, and is refused as unknown: a method
 * paying elsewhere is never taken for it, so the player is paid where the app said.
 */
async function paymentMethodByType(fields: Record<string, unknown>, deps: Deps): Promise<void> {
  const method = fields.payment_method;
  if (typeof method !== 'string' || !/^[0-9]+$/.test(method)) return;
  const settings = await loadSettings(deps.db);
  if (settings.payment_methods.some((m) => m.name === method)) return;
  const payingThere = settings.payment_methods.filter((m) => paysTo(m) === FAMILY_PAYS_TO[method]);
  const ofType = payingThere.filter((m) => m.type === Number(method));
  const only = payingThere.length === 1 ? payingThere[0] : ofType.length === 1 ? ofType[0] : undefined;
  if (only) fields.payment_method = only.name;
}
