/**
 * The only code that writes `wallets` and `ledger_entries`. Each movement updates the wallet and appends its
 * ledger entry in the caller's transaction; a debit is conditional on the balance, so it can never take a wallet
 * below zero. Three flavours of the same moves:
 * - single moves through Kysely (`credit`, `debit`, `openWallet`), for operator and player operations;
 * - set-based moves (`postTotals`), one statement per step for any number of players (settlement);
 * - hot-path moves for the slip writers: prepared statements on the embedded database (`sqliteStakes`), and a
 *   statement fragment (`stakeDebitCtes`) a PostgreSQL statement embeds to debit and post many slips' stakes at once.
 */
import type SQLite from 'better-sqlite3';
import { type Kysely, PostgresAdapter, type RawBuilder, type Selectable, sql, type Transaction } from 'kysely';
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
  /** Shown to the player with the entry (an adjustment's note to the player); none when absent. */
  playerNote?: string;
  now: number;
}

export interface Posted {
  entryId: number;
  balanceAfter: number;
}

/** Creates a new account's empty wallet (in the transaction that creates the account). */
export async function openWallet(trx: Transaction<DB>, userId: number, now: number): Promise<void> {
  await trx.insertInto('wallets').values({ user_id: userId, balance: 0, updated_at: now }).execute();
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
      player_note: m.playerNote ?? '',
      created_at: m.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { entryId: id, balanceAfter };
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`ledger amount must be a positive integer, not ${amount}`);
  }
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

/** The balance, with the wallet row locked to the end of the transaction on PostgreSQL (SQLite has one writer). */
export async function lockedBalance(trx: Transaction<DB>, userId: number): Promise<number> {
  let query = trx.selectFrom('wallets').select('balance').where('user_id', '=', userId);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return Number((await query.executeTakeFirstOrThrow()).balance);
}

/**
 * Locks the wallets of the players `select` names (rows of `user_id`) in the order of their ids, on PostgreSQL
 * (SQLite has one writer). A step that moves several sets of wallets in one transaction (a correction takes wins
 * back, then pays again; a cancellation takes back, then refunds) locks them all first: holding one set while
 * waiting for the next, it could wait in a cycle with a batch of slips, which locks its wallets in the same order.
 */
export async function lockWallets(trx: Transaction<DB>, select: RawBuilder<unknown>): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select user_id from wallets where user_id in (${select}) order by user_id for no key update`.execute(trx);
}

export async function balanceOf(db: Kysely<DB>, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst();
  return row?.balance;
}

export interface TotalsEntry {
  type: 'win' | 'win_reversal' | 'refund';
  sign: 1 | -1;
  refType: string;
  refId: string;
  note: string;
  now: number;
}

/**
 * Set-based move: `select` is a query of `(user_id, amount)` rows (hundredths); each player whose amounts sum
 * above zero has the wallet moved by sign * sum and gets one ledger entry. A reversal (sign -1) may take a wallet
 * below zero: it takes back money paid earlier. Answers each player's total. The totals are computed once: on
 * PostgreSQL one statement does it all; on SQLite they go through a temporary table.
 */
export async function postTotals(trx: Transaction<DB>, select: RawBuilder<unknown>, entry: TotalsEntry) {
  const totals = sql`select user_id, sum(amount) as total from (${select}) as picked group by user_id having sum(amount) > 0`;
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    // The wallets are locked in the order of their ids first, as the slip batches lock theirs (stakeDebitCtes): a
    // settlement and a batch of slips never wait for each other in a cycle.
    const { rows } = await sql<{ user_id: number; total: number }>`with t as (${totals}),
      locked as (
        select user_id from wallets where user_id in (select user_id from t) order by user_id for no key update),
      moved as (
        update wallets set balance = wallets.balance + ${entry.sign} * t.total, updated_at = ${entry.now}
        from t where wallets.user_id = t.user_id and wallets.user_id in (select user_id from locked)
        returning wallets.user_id, wallets.balance, t.total),
      posted as (
        insert into ledger_entries (user_id, entry_type, amount, balance_after, ref_type, ref_id, note, created_at)
        select user_id, ${entry.type}, ${entry.sign} * total, balance, ${entry.refType}, ${entry.refId}, ${entry.note}, ${entry.now}
        from moved)
      select user_id, total from moved`.execute(trx);
    return rows.map((r) => ({ userId: Number(r.user_id), total: Number(r.total) }));
  }
  await sql`create temp table if not exists posting_totals (user_id integer primary key, total integer not null)`.execute(trx);
  await sql`delete from posting_totals`.execute(trx);
  await sql`insert into posting_totals (user_id, total) ${totals}`.execute(trx);
  await sql`update wallets set balance = wallets.balance + ${entry.sign} * t.total, updated_at = ${entry.now}
    from posting_totals as t where wallets.user_id = t.user_id`.execute(trx);
  await sql`insert into ledger_entries (user_id, entry_type, amount, balance_after, ref_type, ref_id, note, created_at)
    select t.user_id, ${entry.type}, ${entry.sign} * t.total, wallets.balance, ${entry.refType}, ${entry.refId},
      ${entry.note}, ${entry.now}
    from posting_totals as t join wallets on wallets.user_id = t.user_id`.execute(trx);
  const rows = await sql<{ user_id: number; total: number }>`select user_id, total from posting_totals`.execute(trx);
  await sql`delete from posting_totals`.execute(trx);
  return rows.rows.map((r) => ({ userId: Number(r.user_id), total: Number(r.total) }));
}

/** Prepared stake debits on the embedded database's handle (the slip hot path); run inside its transaction. */
export interface SqliteStakes {
  /** Whether the wallet's balance covers `amount` now (read only: a slip checks before it writes anything). */
  covers(userId: number, amount: number): boolean;
  /** Debits `amount` when covered and posts the bid_stake entry; answers the balance after, or undefined. */
  debitStake(userId: number, amount: number, slipId: number, note: string, now: number): number | undefined;
}

const sqliteStakeCache = new WeakMap<SQLite.Database, SqliteStakes>();

export function sqliteStakes(raw: SQLite.Database): SqliteStakes {
  const cached = sqliteStakeCache.get(raw);
  if (cached) return cached;
  const debitWallet = raw.prepare('update wallets set balance = balance - ?, updated_at = ? where user_id = ? and balance >= ? returning balance').pluck();
  const entry = raw.prepare(
    `insert into ledger_entries (user_id, entry_type, amount, balance_after, ref_type, ref_id, note, created_at)
     values (?, 'bid_stake', ?, ?, 'slip', ?, ?, ?)`,
  );
  const balanceOf = raw.prepare('select balance from wallets where user_id = ?').pluck();
  const stakes: SqliteStakes = {
    covers(userId, amount) {
      const balance = balanceOf.get(userId) as number | undefined;
      return balance !== undefined && balance >= amount;
    },
    debitStake(userId, amount, slipId, note, now) {
      checkAmount(amount);
      const balance = debitWallet.get(amount, now, userId, amount) as number | undefined;
      if (balance !== undefined) entry.run(userId, -amount, balance, String(slipId), note, now);
      return balance;
    },
  };
  sqliteStakeCache.set(raw, stakes);
  return stakes;
}

/**
 * Common table expressions for a PostgreSQL statement that debits the stakes of many slips at once, each on
 * condition of its wallet's balance, and posts their bid_stake entries. `source` names a CTE of rows
 * (n, user_id, total, note, now) with at most one row per wallet. Defines `debited (n, user_id, balance, total,
 * note, now)`, the rows whose balance covered the total, and `staked`, whose entries reference the slip rows of CTE
 * `slipCte` (columns id, user_id). The wallets are locked in the order of their ids before any moves, so statements
 * like this one running at once never wait for each other in a cycle.
 */
export function stakeDebitCtes(source: string) {
  return {
    debited: `locked as (
      select user_id from wallets where user_id in (select user_id from ${source}) order by user_id for no key update),
    debited as (
      update wallets w set balance = w.balance - o.total, updated_at = o.now
      from ${source} o where w.user_id = o.user_id and w.user_id in (select user_id from locked) and w.balance >= o.total
        and o.total > 0
      returning o.n, w.user_id, w.balance, o.total, o.note, o.now)`,
    staked: (slipCte: string) => `staked as (
      insert into ledger_entries (user_id, entry_type, amount, balance_after, ref_type, ref_id, note, created_at)
      select d.user_id, 'bid_stake', -d.total, d.balance, 'slip', s.id::text, d.note, d.now
      from debited d join ${slipCte} s on s.user_id = d.user_id)`,
  };
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

const REF_PREFIX: Record<string, string> = {
  fund_request: 'FR',
  withdrawal: 'WD',
  slip: 'SLIP',
  adjustment: 'ADJ',
  result: 'RES',
  market_day: 'DAY',
};

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
    // Only what was written for the player: an operator's `note` (an adjustment's reason) stays with the operators.
    ...(row.player_note ? { player_note: row.player_note } : {}),
  };
}
