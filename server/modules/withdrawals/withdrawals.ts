/** Withdrawal rows and their shapes in replies. */
import type { Kysely, Selectable } from 'kysely';
import type { DB, WithdrawalsTable } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { countOf, pageLimit, pageOf, pageOffset } from '../../lib/paging.ts';
import { pendingFirst } from '../admin/decide-pending.ts';
import { type Payee, payeeView } from '../profile/payees.ts';

export const withdrawalNumber = (id: number) => `WD-${id}`;

/** Withdrawals with their player, and what stops paying one now: a hold on the player, a wallet below zero. */
export function selectWithdrawals(db: Kysely<DB>) {
  return db
    .selectFrom('withdrawals')
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .innerJoin('wallets', 'wallets.user_id', 'withdrawals.user_id')
    .selectAll('withdrawals')
    .select(['users.name as user_name', 'users.mobile as mobile', 'users.status as user_status', 'users.withdrawals_blocked', 'wallets.balance']);
}

type Row = Selectable<WithdrawalsTable> & { user_name: string; mobile: string; user_status: string; withdrawals_blocked: number; balance: number };

export function withdrawalItem(r: Row) {
  return {
    id: String(r.id),
    request_number: withdrawalNumber(r.id),
    user_id: String(r.user_id),
    user_name: r.user_name,
    mobile: r.mobile,
    amount: toPoints(r.amount),
    payment_method: r.payment_method,
    ...payeeView(JSON.parse(r.bank_json) as Payee),
    status: r.status,
    remark: r.remark,
    created_at: new Date(r.created_at).toISOString(),
    decided_at: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
    decided_by: r.decided_by === null ? null : String(r.decided_by),
    wallet_balance: toPoints(Number(r.balance)),
    player_on_hold: r.user_status !== 'active' || Number(r.withdrawals_blocked) === 1,
  };
}

/** A page of withdrawals for operators, by status and player, newest first or the pending queue first. */
export async function listWithdrawals(
  db: Kysely<DB>,
  query:
    | {
        status?: WithdrawalsTable['status'] | undefined;
        user_id?: string | undefined;
        order?: string | undefined;
        limit?: string | undefined;
        offset?: string | undefined;
        before?: string | undefined;
      }
    | undefined,
) {
  const limit = pageLimit(query?.limit);
  let base = selectWithdrawals(db);
  if (query?.status) base = base.where('withdrawals.status', '=', query.status);
  if (query?.user_id) base = base.where('withdrawals.user_id', '=', Number(query.user_id));
  const total = await countOf(base);
  const [first, then] = pendingFirst('withdrawals');
  let q = (query?.order === 'pending_first' ? base.orderBy(first).orderBy(then) : base.orderBy('withdrawals.id', 'desc')).limit(limit + 1);
  // The queue order pages by offset only: a cursor by id means nothing in it.
  const queue = query?.order === 'pending_first';
  if (query?.before && !queue) q = q.where('withdrawals.id', '<', Number(query.before));
  else q = q.offset(pageOffset(query?.offset));
  const { page, next_before: cursor } = pageOf(await q.execute(), limit);
  const next_before = queue ? null : cursor;
  return { items: page.map(withdrawalItem), next_before, total };
}
