/** The payment methods a player's withdrawal can be paid by, each with where it would be paid for this player. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { payeeValue, paysTo, savedPayees } from '../profile/payees.ts';
import { loadSettings } from '../settings/settings.ts';

export async function paymentMethodsFor(db: Kysely<DB>, userId: number) {
  const [settings, saved] = await Promise.all([loadSettings(db), savedPayees(db, userId)]);
  const result = settings.payment_methods.map((m) => ({ name: m.name, type: m.type, pays_to: paysTo(m), value: payeeValue(saved, paysTo(m)) }));
  return { status: true, code: 'OK' as const, msg: 'Payment methods', result };
}
