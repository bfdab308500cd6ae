/** A player's passbook and an operator's page of a player's ledger, both read from the ledger. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { toPoints } from '../../lib/money.ts';
import { countOf, pageLimit, pageOf, pageOffset, readPage } from '../../lib/paging.ts';
import { describeEntries } from './describe-entries.ts';
import { balanceOf, passbookEntry } from './ledger.ts';

/** The newest entries each list holds: ALL, IN and OUT each have their own (IN is not cut short by many stakes). */
export const PASSBOOK_ROWS = 200;

/**
 * The player's passbook: each list's newest 200 entries, or with `before` (a transaction id) its 200 entries older
 * than that one; `more` says which lists hold older entries still.
 */
export async function passbook(db: Kysely<DB>, userId: number, before?: string) {
  const newest = async (direction: 'all' | 'in' | 'out') => {
    let q = db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId);
    if (direction === 'in') q = q.where('amount', '>', 0);
    if (direction === 'out') q = q.where('amount', '<', 0);
    if (before !== undefined) q = q.where('id', '<', Number(before));
    const { page, next_before } = await readPage(q.orderBy('id', 'desc'), PASSBOOK_ROWS);
    return { rows: page, more: next_before !== null };
  };
  const found = { all: await newest('all'), in: await newest('in'), out: await newest('out') };
  const lists = { all: found.all.rows, in: found.in.rows, out: found.out.rows };
  // Each entry described once, whichever lists it is in.
  const rows = [...new Map([...lists.all, ...lists.in, ...lists.out].map((row) => [row.id, row])).values()];
  const entries = rows.map(passbookEntry);
  const descriptions = await describeEntries(
    db,
    userId,
    rows,
    entries.map((entry) => entry.amount_status),
  );
  const byId = new Map(rows.map((row, index) => [row.id, { ...entries[index]!, ...descriptions[index] }]));
  const listOf = (list: typeof lists.all) => list.map((row) => byId.get(row.id)!);
  const all = listOf(lists.all);
  return {
    status: true,
    code: 'OK' as const,
    msg: all.length ? 'Passbook' : 'Not data here...',
    wallet_balance: toPoints((await balanceOf(db, userId)) ?? 0),
    transaction_history: all,
    in_history: listOf(lists.in),
    out_history: listOf(lists.out),
    more: { transaction_history: found.all.more, in_history: found.in.more, out_history: found.out.more },
  };
}

export async function userLedger(
  db: Kysely<DB>,
  userId: number,
  query: { limit?: string | undefined; offset?: string | undefined; before?: string | undefined } | undefined,
) {
  const player = await db
    .selectFrom('wallets')
    .innerJoin('users', 'users.id', 'wallets.user_id')
    .select('wallets.balance')
    .where('wallets.user_id', '=', userId)
    .where('users.role', '=', 'player')
    .executeTakeFirst();
  if (!player) throw notFound('No such player');
  const balance = player.balance;
  const limit = pageLimit(query?.limit);
  const base = db.selectFrom('ledger_entries').where('user_id', '=', userId);
  const total = await countOf(base);
  let q = base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (query?.before) q = q.where('id', '<', Number(query.before));
  else q = q.offset(pageOffset(query?.offset));
  const { page, next_before } = pageOf(await q.execute(), limit);
  return { user_id: String(userId), wallet_balance: toPoints(balance), items: page.map(passbookEntry), next_before, total };
}
