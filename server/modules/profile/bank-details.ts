/** The player's bank details, where withdrawals by a bank payment method are paid. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { upiDetailsView, upiNumbers } from './upi-details.ts';

export interface BankDetails {
  ac_holder_name: string;
  ac_number: string;
  ifsc_code: string;
  bank_name: string;
  branch_address: string;
}

export function bankDetailsOf(db: Kysely<DB>, userId: number): Promise<BankDetails | undefined> {
  return db
    .selectFrom('bank_details')
    .select(['ac_holder_name', 'ac_number', 'ifsc_code', 'bank_name', 'branch_address'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The bank details (a list of at most one) and the UPI numbers. */
export async function paymentDetails(db: Kysely<DB>, userId: number) {
  const [row, upi] = await Promise.all([bankDetailsOf(db, userId), upiNumbers(db, userId)]);
  const bank = row ? { msg: 'Bank details', payment_details: [row] } : { msg: 'No bank details saved', payment_details: [] };
  return { status: true, code: 'OK' as const, ...bank, upi_details: upiDetailsView(upi) };
}

/** Saves the details, the IFSC code in capitals, over any saved before. */
export async function saveBankDetails(db: Kysely<DB>, userId: number, details: BankDetails, now: number) {
  const values = {
    ac_holder_name: details.ac_holder_name,
    ac_number: details.ac_number,
    ifsc_code: details.ifsc_code.toUpperCase(),
    bank_name: details.bank_name,
    branch_address: details.branch_address,
    updated_at: now,
  };
  await db
    .insertInto('bank_details')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return { status: true, code: 'OK', msg: 'Bank Details Update Successfully !!!' } as const;
}
