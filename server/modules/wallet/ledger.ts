/**
 * The only code that moves a balance. Each movement updates the wallet and appends its ledger entry in the
 * caller's transaction; a debit is conditional on the balance, so it can never take a wallet below zero.
 */
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB, EntryType, LedgerEntriesTable } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';

export interface Movement {
  userId: number;
  type: EntryType;
  /** Hundredths of a point, > 0. */
  amount: number;
  refType: string;
  refId: string | number;
  note: string;
  now: number;
}

export interface Posted {
  entryId: number;
  balanceAfter: number;
}

async function append(trx: Transaction<DB>, m: Movement, signed: number, balanceAfter: number): Promise<Posted> {
  const { id } = await trx
    .insertInto('ledger_entries')
    .values({
      user_id: m.userId,
      entry_type: m.type,
      amount: signed,
      balance_after: balanceAfter,
      ref_type: m.refType,
      ref_id: String(m.refId),
      note: m.note,
      created_at: m.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { entryId: id, balanceAfter };
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`ledger amount must be a positive integer, not ${amount}`);
}

export async function credit(trx: Transaction<DB>, m: Movement): Promise<Posted> {
  checkAmount(m.amount);
  const row = await trx
    .updateTable('wallets')
    .set({ balance: sql`balance + ${m.amount}`, updated_at: m.now })
    .where('user_id', '=', m.userId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  return append(trx, m, m.amount, row.balance);
}

/** Debits when the balance covers the amount; answers undefined (and changes nothing) when it does not. */
export async function debit(trx: Transaction<DB>, m: Movement): Promise<Posted | undefined> {
  checkAmount(m.amount);
  const row = await trx
    .updateTable('wallets')
    .set({ balance: sql`balance - ${m.amount}`, updated_at: m.now })
    .where('user_id', '=', m.userId)
    .where('balance', '>=', m.amount)
    .returning('balance')
    .executeTakeFirst();
  return row ? append(trx, m, -m.amount, row.balance) : undefined;
}

export async function balanceOf(db: Kysely<DB>, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst();
  return row?.balance;
}

const LABELS: Record<EntryType, string> = {
  deposit: 'Deposit approved',
  withdrawal_hold: 'Withdrawal requested',
  withdrawal_return: 'Withdrawal returned',
  bid_stake: 'Bid placed',
  win: 'Win',
  win_reversal: 'Win reversed',
  refund: 'Bid refunded',
  adjustment: 'Adjustment by operator',
};

const REF_PREFIX: Record<string, string> = { fund_request: 'FR', withdrawal: 'WD', slip: 'SLIP', adjustment: 'ADJ', result: 'RES', market_day: 'DAY' };

/** A ledger row as the passbook shows it (points, newest first). */
export function passbookEntry(row: Selectable<LedgerEntriesTable>) {
  return {
    transaction_id: String(row.id),
    amount: toPoints(Math.abs(row.amount)),
    tx_request_number: `${REF_PREFIX[row.ref_type] ?? row.ref_type.toUpperCase()}-${row.ref_id}`,
    amount_status: LABELS[row.entry_type] ?? row.entry_type,
    entry_type: row.entry_type,
    direction: row.amount > 0 ? ('in' as const) : ('out' as const),
    balance_after: toPoints(row.balance_after),
    insert_date: new Date(row.created_at).toISOString(),
  };
}
