/** Withdrawal rows and their shapes in replies. */
import type { Kysely, Selectable } from 'kysely';
import type { DB, WithdrawalsTable } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';

export const withdrawalNumber = (id: number) => `WD-${id}`;

export function selectWithdrawals(db: Kysely<DB>) {
  return db
    .selectFrom('withdrawals')
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .selectAll('withdrawals')
    .select(['users.name as user_name', 'users.mobile as mobile']);
}

type Row = Selectable<WithdrawalsTable> & { user_name: string; mobile: string };

export function withdrawalItem(r: Row) {
  return {
    id: String(r.id),
    request_number: withdrawalNumber(r.id),
    user_id: String(r.user_id),
    user_name: r.user_name,
    mobile: r.mobile,
    amount: toPoints(r.amount),
    payment_method: r.payment_method,
    bank: JSON.parse(r.bank_json),
    status: r.status,
    remark: r.remark,
    created_at: new Date(r.created_at).toISOString(),
    decided_at: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
    decided_by: r.decided_by === null ? null : String(r.decided_by),
  };
}
