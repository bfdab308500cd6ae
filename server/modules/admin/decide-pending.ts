/**
 * The one way a pending fund request or withdrawal is decided: a conditional update from 'pending', so that of
 * any number of attempts (sequential or concurrent) exactly one takes effect; the others learn why (404 / 409). No
 * operator decides a request of their own (403): another operator must.
 */
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ApiError, forbidden, notFound } from '../../errors.ts';

type RequestTable = 'fund_requests' | 'withdrawals';

/** The order of the operators' queue: pending requests first, oldest first, then decided ones, newest first. */
export function pendingFirst(table: RequestTable): [RawBuilder<unknown>, RawBuilder<unknown>] {
  const [status, id] = [sql.ref(`${table}.status`), sql.ref(`${table}.id`)];
  return [sql`case when ${status} = 'pending' then 0 else 1 end`, sql`case when ${status} = 'pending' then ${id} else -${id} end`];
}
const NOUN: Record<RequestTable, string> = { fund_requests: 'fund request', withdrawals: 'withdrawal' };
const THIS: Record<RequestTable, string> = { fund_requests: 'This request', withdrawals: 'This withdrawal' };

export async function decidePending(
  trx: Transaction<DB>,
  table: RequestTable,
  id: number,
  decision: { status: 'approved' | 'rejected'; remark: string; operatorId: number; now: number },
): Promise<{ user_id: number; amount: number }> {
  const decided = await trx
    .updateTable(table as 'withdrawals')
    .set({ status: decision.status, remark: decision.remark, decided_at: decision.now, decided_by: decision.operatorId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('user_id', '<>', decision.operatorId)
    .returning(['user_id', 'amount'])
    .executeTakeFirst();
  if (decided) return decided;
  const existing = await trx
    .selectFrom(table as 'withdrawals')
    .select(['status', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) throw notFound(`No such ${NOUN[table]}`);
  if (existing.status !== 'pending') throw new ApiError(409, 'ALREADY_DECIDED', `${THIS[table]} was already ${existing.status}.`);
  throw forbidden(`${THIS[table]} is your own: another operator must decide it.`);
}
