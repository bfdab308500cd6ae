/** The player's own profile: name, username, mobile, balance and latest enquiry; only the name can be changed. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';

export async function playerProfile(db: Kysely<DB>, userId: number) {
  const row = await db
    .selectFrom('users')
    .innerJoin('wallets', 'wallets.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.username', 'users.mobile', 'wallets.balance'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const latest = await db.selectFrom('enquiries').select('enquiry').where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return {
    status: true,
    code: 'OK' as const,
    msg: 'Profile',
    profile: [
      {
        user_id: String(row.id),
        user_name: row.name,
        email: row.username,
        mobile: row.mobile,
        wallet_balance: toPoints(row.balance),
        enquiry: latest?.enquiry ?? '',
      },
    ],
  };
}

/** Renames the player; a username (email) other than the current one is refused, since it cannot change. */
export async function updateProfile(db: Kysely<DB>, userId: number, change: { name: string; username: string | undefined; now: number }) {
  const user = await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
  if (change.username !== undefined && change.username !== user.username) {
    return { status: false, code: 'READ_ONLY_FIELD', msg: 'The username cannot be changed' } as const;
  }
  await db.updateTable('users').set({ name: change.name, updated_at: change.now }).where('id', '=', userId).execute();
  return { status: true, code: 'OK', msg: 'Your Profile Successfully Updated.' } as const;
}
