import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB, Role } from '../../db/schema.ts';
import { openWallet } from '../wallet/ledger.ts';

export interface NewUser {
  name: string;
  username: string;
  mobile: string;
  passwordHash: string;
  role: Role;
  /** The password was chosen by someone else: the account changes it before the console opens. */
  mustChangePassword?: boolean;
}

export const usernameKey = (username: string) => username.toLowerCase();

/**
 * Creates the account and its empty wallet together (and whatever `alsoIn` writes for it, in the same transaction).
 * Throws a unique violation when mobile or username is taken.
 */
export async function createUser(db: Kysely<DB>, user: NewUser, now: number, alsoIn?: (trx: Transaction<DB>, id: number) => Promise<void>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        name: user.name,
        username: user.username,
        username_key: usernameKey(user.username),
        mobile: user.mobile,
        password_hash: user.passwordHash,
        role: user.role,
        must_change_password: user.mustChangePassword ? 1 : 0,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openWallet(trx, id, now);
    await alsoIn?.(trx, id);
    return id;
  });
}

/**
 * An operator account for this mobile, with a random username (one made from the mobile would tell visitors, through
 * the sign-up form's "username taken", which numbers are operators'). Answers the new id, or undefined when the mobile
 * has an account (made meanwhile too).
 */
export async function createOperator(
  db: Kysely<DB>,
  operator: { name: string; mobile: string; passwordHash: string; mustChangePassword?: boolean },
  now: number,
  alsoIn?: (trx: Transaction<DB>, id: number) => Promise<void>,
): Promise<number | undefined> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const username = `operator_${randomBytes(4).toString('hex')}`;
    try {
      return await createUser(db, { ...operator, username, role: 'operator' }, now, alsoIn);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await findUserByMobile(db, operator.mobile)) return undefined;
    }
  }
  throw new Error('could not find a free username for the operator account');
}

/** Whether the account must change a password someone else chose before the console opens. */
export async function mustChangePassword(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('must_change_password').where('id', '=', userId).executeTakeFirst();
  return Number(row?.must_change_password) === 1;
}

export function findUserByMobile(db: Kysely<DB>, mobile: string) {
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

/** Every operator account's mobile and password hash. */
export function operatorCredentials(db: Kysely<DB>) {
  return db.selectFrom('users').select(['mobile', 'password_hash']).where('role', '=', 'operator').orderBy('id').execute();
}

export function findUserById(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of mobile / username is already registered (mobile first). */
export async function takenField(db: Kysely<DB>, mobile: string, username: string): Promise<'mobile' | 'username' | undefined> {
  const rows = await db
    .selectFrom('users')
    .select(['mobile', 'username_key'])
    .where((eb) => eb.or([eb('mobile', '=', mobile), eb('username_key', '=', usernameKey(username))]))
    .execute();
  if (rows.some((r) => r.mobile === mobile)) return 'mobile';
  if (rows.length > 0) return 'username';
  return undefined;
}
