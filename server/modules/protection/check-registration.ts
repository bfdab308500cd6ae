/** The registration checks of player protection: the minimum age, and mobiles under a self-exclusion. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { istParts } from '../../lib/ist.ts';
import { isImplausible, isOfAge } from './age-rules.ts';
import { blockInForce } from './block-rules.ts';

export type RegistrationRefusal = { status: 0; code: 'UNDERAGE' | 'MOBILE_EXCLUDED'; msg: string };

/** The refusal of a registration, if any; an impossible date of birth is a 422. */
export async function registrationRefusal(db: Kysely<DB>, mobile: string, birthDate: string, now: number): Promise<RegistrationRefusal | undefined> {
  const today = istParts(now).date;
  if (isImplausible(birthDate, today)) throw invalid('date_of_birth', 'Please enter your real date of birth');
  if (!isOfAge(birthDate, today)) return { status: 0, code: 'UNDERAGE', msg: 'You must be 18 or older to register.' };
  const blocks = await db.selectFrom('protection_blocks').selectAll().where('mobile', '=', mobile).where('kind', '=', 'exclusion').execute();
  const exclusion = blockInForce(blocks, now);
  // Without its end: whoever types the number learns no more than that it cannot register now.
  if (exclusion) return { status: 0, code: 'MOBILE_EXCLUDED', msg: 'This mobile number cannot register while its self-exclusion lasts.' };
  return undefined;
}

/** Keeps the date of birth with the new account, in the transaction that creates it. */
export async function recordBirthDate(trx: Transaction<DB>, userId: number, birthDate: string, now: number): Promise<void> {
  await trx.insertInto('protection_profiles').values({ user_id: userId, birth_date: birthDate, reality_check_minutes: 0, updated_at: now }).execute();
}
