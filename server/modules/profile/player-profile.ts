/** The account's own profile: name, username, mobile, balance and latest enquiry; only the name can be changed. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { audit } from '../admin/audit.ts';
import { assertOperatorNameFree, lockOperators } from '../operators/operator-lock.ts';

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

/**
 * Renames the account; a username (email) other than the current one is refused, since it cannot change. An
 * operator's name is what the audit log shows: it is never another operator's, and a rename is audited.
 */
export async function updateProfile(db: Kysely<DB>, userId: number, change: { name: string; username: string | undefined; now: number }) {
  const user = await db.selectFrom('users').select(['username', 'name', 'role']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (change.username !== undefined && change.username !== user.username) {
    return { status: false, code: 'READ_ONLY_FIELD', msg: 'The username cannot be changed' } as const;
  }
  await db.transaction().execute(async (trx) => {
    if (user.role === 'operator' && change.name !== user.name) {
      // Operator-account changes take turns: two renames at once cannot both take one name.
      assertOperatorNameFree(await lockOperators(trx), change.name, userId, 'user_name');
      const details = { from: user.name, to: change.name };
      await audit(trx, { actorId: userId, action: 'operator.rename', targetType: 'user', targetId: userId, details, now: change.now });
    }
    await trx.updateTable('users').set({ name: change.name, updated_at: change.now }).where('id', '=', userId).execute();
  });
  return { status: true, code: 'OK', msg: 'Your Profile Successfully Updated.' } as const;
}
