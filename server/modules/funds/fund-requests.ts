/** Fund request rows and their shapes in replies. */
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, FundRequestsTable } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { countOf, pageLimit, pageOf, pageOffset, readPage } from '../../lib/paging.ts';
import { pendingFirst } from '../admin/decide-pending.ts';

export const receiptUrl = (id: number) => `/api/receipts/${id}`;

export function selectFundRequests(db: Kysely<DB>) {
  return db
    .selectFrom('fund_requests')
    .innerJoin('users', 'users.id', 'fund_requests.user_id')
    .selectAll('fund_requests')
    .select(['users.name as user_name', 'users.mobile as mobile']);
}

type Row = Selectable<FundRequestsTable> & { user_name: string; mobile: string };

/** The reply items, each flagged when another request carries the same transaction id (see txnKeyOf). */
export async function withDuplicateFlags(db: Kysely<DB>, rows: Row[]) {
  // A request without a transaction id duplicates nothing.
  const keys = [...new Set(rows.filter((r) => r.txn_id !== '').map((r) => txnKeyOf(r.txn_id)))];
  const dup = new Set<string>();
  if (keys.length) {
    const found = await db
      .selectFrom('fund_requests')
      .select('txn_key')
      .where('txn_key', '<>', '')
      .where('txn_key', 'in', keys)
      .groupBy('txn_key')
      .having(sql`count(*)`, '>', 1)
      .execute();
    for (const f of found) dup.add(f.txn_key);
  }
  return rows.map((r) => ({ ...fundRequestItem(r), duplicate_transaction: r.txn_id !== '' && dup.has(txnKeyOf(r.txn_id)) }));
}

/**
 * A transaction id as compared for duplicates: without leading zeros, spaces, common punctuation or case; an id of
 * zeros only is '0' (ids of zeros are what an operator most wants to see flagged), and no id is ''.
 */
export const txnKeyOf = (txnId: string) =>
  txnId
    .toLowerCase()
    .replace(/[ ./-]/g, '')
    .replace(/^0+/, '') || (txnId === '' ? '' : '0');

export function fundRequestItem(r: Row) {
  return {
    id: String(r.id),
    user_id: String(r.user_id),
    user_name: r.user_name,
    mobile: r.mobile,
    amount: toPoints(r.amount),
    description: r.description,
    transaction_id: r.txn_id,
    receiver_upi_id: r.receiver_upi_id,
    status: r.status,
    remark: r.remark,
    receipt_url: r.receipt_file === '' ? '' : receiptUrl(r.id),
    created_at: new Date(r.created_at).toISOString(),
    decided_at: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
    decided_by: r.decided_by === null ? null : String(r.decided_by),
  };
}

export function fundHistoryRow(r: Row) {
  return {
    request_id: String(r.id),
    request_amount: toPoints(r.amount),
    request_number: r.txn_id,
    request_description: r.description,
    request_status: r.status,
    remark: r.remark,
    insert_date: new Date(r.created_at).toISOString(),
    user_name: r.user_name,
    mobile: r.mobile,
    receiver_upi_id: r.receiver_upi_id,
    receipt_url: r.receipt_file === '' ? '' : receiptUrl(r.id),
  };
}

/** The most requests a player's history lists at once. */
export const FUND_HISTORY_ROWS = 200;

/** A player's own fund requests, newest first: the newest 200, or with `before` (a request id) the 200 older ones. */
export async function fundRequestHistory(db: Kysely<DB>, userId: number, before?: string) {
  let q = selectFundRequests(db).where('fund_requests.user_id', '=', userId);
  if (before !== undefined) q = q.where('fund_requests.id', '<', Number(before));
  const { page, next_before } = await readPage(q.orderBy('fund_requests.id', 'desc'), FUND_HISTORY_ROWS);
  const msg = page.length ? 'Fund requests' : 'No fund requests yet';
  return { status: true, code: 'OK' as const, msg, fund_data: page.map(fundHistoryRow), more: next_before !== null };
}

/** A page of fund requests for operators, by status and player, newest first or the pending queue first. */
export async function listFundRequests(
  db: Kysely<DB>,
  query:
    | {
        status?: FundRequestsTable['status'] | undefined;
        user_id?: string | undefined;
        order?: string | undefined;
        limit?: string | undefined;
        offset?: string | undefined;
        before?: string | undefined;
      }
    | undefined,
) {
  const limit = pageLimit(query?.limit);
  let base = selectFundRequests(db);
  if (query?.status) base = base.where('fund_requests.status', '=', query.status);
  if (query?.user_id) base = base.where('fund_requests.user_id', '=', Number(query.user_id));
  const total = await countOf(base);
  const [first, then] = pendingFirst('fund_requests');
  let q = query?.order === 'pending_first' ? base.orderBy(first).orderBy(then) : base.orderBy('fund_requests.id', 'desc');
  q = q.limit(limit + 1);
  // The queue order pages by offset only: a cursor by id means nothing in it.
  const queue = query?.order === 'pending_first';
  if (query?.before && !queue) q = q.where('fund_requests.id', '<', Number(query.before));
  else q = q.offset(pageOffset(query?.offset));
  const { page, next_before: cursor } = pageOf(await q.execute(), limit);
  const next_before = queue ? null : cursor;
  return { items: await withDuplicateFlags(db, page), next_before, total };
}
