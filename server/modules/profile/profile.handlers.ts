/** The player's profile and bank details. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { toPoints } from '../../lib/money.ts';

export const profileHandlers: Handlers = {
  async getProfile({ auth, deps }) {
    const { userId } = requireAuth(auth);
    const row = await deps.db
      .selectFrom('users')
      .innerJoin('wallets', 'wallets.user_id', 'users.id')
      .select(['users.id', 'users.name', 'users.username', 'users.mobile', 'wallets.balance'])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow();
    const latest = await deps.db.selectFrom('enquiries').select('enquiry').where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
    return {
      status: true,
      code: 'OK',
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
  },

  async updateProfile({ body, auth, deps }) {
    const { userId } = requireAuth(auth);
    const user = await deps.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
    if (body.email !== undefined && body.email !== user.username) {
      return { status: false, code: 'READ_ONLY_FIELD', msg: 'The username cannot be changed' };
    }
    await deps.db.updateTable('users').set({ name: body.user_name, updated_at: deps.clock.now() }).where('id', '=', userId).execute();
    return { status: true, code: 'OK', msg: 'Your Profile Successfully Updated.' };
  },

  async getPaymentDetails({ auth, deps }) {
    const { userId } = requireAuth(auth);
    const row = await deps.db
      .selectFrom('bank_details')
      .select(['ac_holder_name', 'ac_number', 'ifsc_code', 'bank_name', 'branch_address'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row
      ? { status: true, code: 'OK', msg: 'Bank details', payment_details: [row] }
      : { status: true, code: 'OK', msg: 'No bank details saved', payment_details: [] };
  },

  async saveBankDetails({ body, auth, deps }) {
    const { userId } = requireAuth(auth);
    const values = {
      ac_holder_name: body.ac_holder_name,
      ac_number: body.ac_number,
      ifsc_code: body.ifsc_code.toUpperCase(),
      bank_name: body.bank_name,
      branch_address: body.branch_address,
      updated_at: deps.clock.now(),
    };
    await deps.db
      .insertInto('bank_details')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return { status: true, code: 'OK', msg: 'Bank Details Update Successfully !!!' };
  },
};
