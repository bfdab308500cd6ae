/** The player's bank details, where withdrawals are paid to. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface BankDetails {
  ac_holder_name: string;
  ac_number: string;
  ifsc_code: string;
  bank_name: string;
  branch_address: string;
}

export async function paymentDetails(db: Kysely<DB>, userId: number) {
  const row = await db
    .selectFrom('bank_details')
    .select(['ac_holder_name', 'ac_number', 'ifsc_code', 'bank_name', 'branch_address'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? { status: true, code: 'OK' as const, msg: 'Bank details', payment_details: [row] }
    : { status: true, code: 'OK' as const, msg: 'No bank details saved', payment_details: [] };
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
