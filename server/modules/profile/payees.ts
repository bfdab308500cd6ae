/**
 * Where a player's withdrawal is paid: the bank account or a UPI app's number, by the payment method's `pays_to`.
 * Reads the bank-details and UPI modules' tables through them.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../sdk/schema.d.ts';
import type { DB } from '../../db/schema.ts';
import { type BankDetails, bankDetailsOf } from './bank-details.ts';
import { UPI_APPS, type UpiApp, type UpiNumbers, upiNumbers } from './upi-details.ts';

type PaymentMethod = components['schemas']['PaymentMethod'];
export type PaysTo = 'bank' | UpiApp;

/** A method without `pays_to` (saved before there was a choice) pays to the bank account. */
export const paysTo = (method: PaymentMethod): PaysTo => method.pays_to ?? 'bank';

/** What a withdrawal request stores of where it is paid. */
export type Payee = BankDetails | { upi_app: UpiApp; upi_number: string };

export interface SavedPayees {
  bank: BankDetails | undefined;
  upi: UpiNumbers;
}

export async function savedPayees(db: Kysely<DB>, userId: number): Promise<SavedPayees> {
  const [bank, upi] = await Promise.all([bankDetailsOf(db, userId), upiNumbers(db, userId)]);
  return { bank, upi };
}

/** The payee a method pays to, or undefined when the player has not saved it. */
export function payeeOf(saved: SavedPayees, to: PaysTo): Payee | undefined {
  if (to === 'bank') return saved.bank;
  const number = saved.upi[to];
  return number ? { upi_app: to, upi_number: number } : undefined;
}

/** The account or number the method pays to ('' when not saved), as the payment-method list shows it. */
export function payeeValue(saved: SavedPayees, to: PaysTo): string {
  return to === 'bank' ? (saved.bank?.ac_number ?? '') : saved.upi[to];
}

/** A stored payee as replies show it: the bank details or the UPI app and number (the other null). */
export function payeeView(stored: Payee): { bank: BankDetails | null; upi: { app: UpiApp; app_name: string; number: string } | null } {
  if ('upi_app' in stored) return { bank: null, upi: { app: stored.upi_app, app_name: UPI_APPS[stored.upi_app].name, number: stored.upi_number } };
  return { bank: stored, upi: null };
}

/** Where a stored payee is: the bank account or the UPI app. */
export const payeeKind = (stored: Payee): PaysTo => ('upi_app' in stored ? stored.upi_app : 'bank');

/** Where a stored payee is, in words: "your bank account", "your PhonePe number". */
export const payeeWords = (stored: Payee): string => ('upi_app' in stored ? `your ${UPI_APPS[stored.upi_app].name} number` : 'your bank account');

/** Why a withdrawal by this method cannot be paid yet, for the refusal. */
export function missingPayeeMessage(to: PaysTo): string {
  return to === 'bank'
    ? 'Please update your bank details before withdrawing'
    : `Please add your ${UPI_APPS[to].name} number on Add UPI Details before withdrawing by ${UPI_APPS[to].name}`;
}
