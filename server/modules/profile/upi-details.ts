/** The player's UPI numbers (PayTM, Google Pay, PhonePe), where a withdrawal by a UPI payment method is paid. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';

/** The UPI apps a withdrawal can be paid to, with the family's `upi_type` and request field for each. */
export const UPI_APPS = {
  paytm: { name: 'PayTM', upiType: 1, field: 'paytm_no', column: 'paytm_number' },
  google_pay: { name: 'Google Pay', upiType: 2, field: 'google_pay_no', column: 'google_pay_number' },
  phonepe: { name: 'PhonePe', upiType: 3, field: 'phon_pay_no', column: 'phonepe_number' },
} as const;
export type UpiApp = keyof typeof UPI_APPS;

/** The saved numbers by app ('' where none is saved). */
export type UpiNumbers = Record<UpiApp, string>;
const NONE: UpiNumbers = { paytm: '', google_pay: '', phonepe: '' };

export async function upiNumbers(db: Kysely<DB>, userId: number): Promise<UpiNumbers> {
  const row = await db
    .selectFrom('upi_details')
    .select(['paytm_number', 'google_pay_number', 'phonepe_number'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { paytm: row.paytm_number, google_pay: row.google_pay_number, phonepe: row.phonepe_number } : NONE;
}

/** The numbers as the family's apps name them. */
export const upiDetailsView = (n: UpiNumbers) => ({ paytm_number: n.paytm, google_pay_number: n.google_pay, phone_pay_number: n.phonepe });

export interface UpiDetailsRequest {
  upi_type: number;
  paytm_no?: string;
  google_pay_no?: string;
  phon_pay_no?: string;
}

/**
 * Saves (or, given '', removes) the number of the app `upi_type` names, keeping the other apps' numbers; the other
 * fields are ignored, as the family's apps send all three with only the chosen one filled.
 */
export async function saveUpiDetails(db: Kysely<DB>, userId: number, body: UpiDetailsRequest, now: number) {
  const spec = Object.values(UPI_APPS).find((a) => a.upiType === body.upi_type);
  if (!spec) throw invalid('upi_type', 'upi_type must be 1 (PayTM), 2 (Google Pay) or 3 (PhonePe)');
  const number = body[spec.field];
  if (number === undefined) throw invalid(spec.field, `Please give the ${spec.name} number (upi_type ${spec.upiType} is ${spec.name})`);
  await db
    .insertInto('upi_details')
    .values({ user_id: userId, [spec.column]: number, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ [spec.column]: number, updated_at: now }))
    .execute();
  const msg = number === '' ? `${spec.name} Number removed.` : `${spec.name} Number updated successfully.`;
  return { status: true, code: 'OK' as const, msg, upi_details: upiDetailsView(await upiNumbers(db, userId)) };
}
