/**
 * Market-day state, owned here: a day's row (created by its first slip or operator action), its lock, its
 * holidays, and the results in force at each of its settlement versions. Slips lock the day shared, declarations, corrections, cancellations and holidays exclusively, so those
 * wait for slips in flight and slips after them see what they changed.
 */
import type { Kysely, Transaction } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';

const newDay = (marketId: number, date: string) => ({
  market_id: marketId,
  date,
  status: 'open' as const,
  open_panna: null,
  close_panna: null,
  open_declared_at: null,
  open_declared_by: null,
  close_declared_at: null,
  close_declared_by: null,
  settle_version: 0,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: '',
});

/** Makes sure the market day has its row. */
export async function ensureDay(trx: Transaction<DB>, marketId: number, date: string) {
  await ensureDays(trx, [{ marketId, date }]);
}

/** Makes sure each of these market days has its row (the first slips of a day, placed together). */
export async function ensureDays(db: Kysely<DB>, days: { marketId: number; date: string }[]) {
  if (days.length === 0) return;
  await db
    .insertInto('market_days')
    .values(days.map((d) => newDay(d.marketId, d.date)))
    .onConflict((oc) => oc.columns(['market_id', 'date']).doNothing())
    .execute();
}

/**
 * The day's row, locked for the rest of the transaction on PostgreSQL: shared by slips (they do not wait for
 * each other), exclusive for declarations, corrections, cancellations and holidays. SQLite runs one write
 * transaction at a time anyway.
 */
export async function lockDay(trx: Transaction<DB>, dialect: SqlDialect, marketId: number, date: string, mode: 'share' | 'update') {
  await ensureDay(trx, marketId, date);
  let q = trx.selectFrom('market_days').selectAll().where('market_id', '=', marketId).where('date', '=', date);
  if (dialect === 'postgres') q = mode === 'share' ? q.forShare() : q.forUpdate();
  return q.executeTakeFirstOrThrow();
}

/** How many bids a market day holds, whatever their outcome. */
export async function dayBidCount(db: Kysely<DB>, marketId: number, date: string): Promise<number> {
  const row = await db
    .selectFrom('bids')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('market_id', '=', marketId)
    .where('market_date', '=', date)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the market has bids on that date (only those not settled yet, when asked). */
export async function dayHasBids(db: Kysely<DB>, marketId: number, date: string, onlyPending = false): Promise<boolean> {
  let q = db.selectFrom('bids').select('id').where('market_id', '=', marketId).where('market_date', '=', date);
  if (onlyPending) q = q.where('status', '=', 'pending');
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * For an edit of the market: its row, then the day rows these dates already have (no row is made for a date without
 * one), locked for update on PostgreSQL in the order slips lock them shared, so a slip in flight either waits for the
 * edit (and, its market changed, is decided again) or the edit waits for it.
 */
export async function lockMarketAndDays(trx: Transaction<DB>, dialect: SqlDialect, marketId: number, dates: string[]): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('markets').select('id').where('id', '=', marketId).forUpdate().execute();
  await trx.selectFrom('market_days').select('date').where('market_id', '=', marketId).where('date', 'in', dates).orderBy('date').forUpdate().execute();
}

export async function isHoliday(db: Kysely<DB>, marketId: number, date: string): Promise<boolean> {
  const row = await db.selectFrom('market_holidays').select('date').where('market_id', '=', marketId).where('date', '=', date).executeTakeFirst();
  return row !== undefined;
}

/** The market's holidays from `fromDate` on, earliest first. */
export async function holidaysFrom(db: Kysely<DB>, marketId: number, fromDate: string): Promise<string[]> {
  const rows = await db.selectFrom('market_holidays').select('date').where('market_id', '=', marketId).where('date', '>=', fromDate).orderBy('date').execute();
  return rows.map((r) => r.date);
}

/** Records or removes a holiday, in the holidays table and on the day's (exclusively locked) row. */
export async function markHoliday(
  trx: Transaction<DB>,
  dialect: SqlDialect,
  h: { marketId: number; date: string; holiday: boolean; operatorId: number; now: number },
) {
  await lockDay(trx, dialect, h.marketId, h.date, 'update');
  if (h.holiday) {
    await trx
      .insertInto('market_holidays')
      .values({ market_id: h.marketId, date: h.date, created_by: h.operatorId, created_at: h.now })
      .onConflict((oc) => oc.columns(['market_id', 'date']).doNothing())
      .execute();
  } else {
    await trx.deleteFrom('market_holidays').where('market_id', '=', h.marketId).where('date', '=', h.date).execute();
  }
  await trx
    .updateTable('market_days')
    .set({ holiday: h.holiday ? 1 : 0 })
    .where('market_id', '=', h.marketId)
    .where('date', '=', h.date)
    .execute();
}

/** Records a declared result on the day's (exclusively locked) row, at the settlement version it is settled with. */
export async function recordDeclaration(
  trx: Transaction<DB>,
  d: { marketId: number; date: string; session: 'open' | 'close'; panna: string; operatorId: number; now: number; version: number },
) {
  const declared =
    d.session === 'open'
      ? { open_panna: d.panna, open_declared_at: d.now, open_declared_by: d.operatorId, settle_version: d.version }
      : { close_panna: d.panna, close_declared_at: d.now, close_declared_by: d.operatorId, settle_version: d.version };
  await trx.updateTable('market_days').set(declared).where('market_id', '=', d.marketId).where('date', '=', d.date).execute();
  await recordResults(trx, d.marketId, d.date);
}

/** Keeps the day's results in force at its settlement version (the Passbook names the bids an entry moved). */
async function recordResults(trx: Transaction<DB>, marketId: number, date: string) {
  const day = await trx
    .selectFrom('market_days')
    .select(['settle_version', 'open_panna', 'close_panna'])
    .where('market_id', '=', marketId)
    .where('date', '=', date)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('market_day_results')
    .values({ market_id: marketId, date, version: day.settle_version, open_panna: day.open_panna, close_panna: day.close_panna })
    .onConflict((oc) => oc.columns(['market_id', 'date', 'version']).doUpdateSet({ open_panna: day.open_panna, close_panna: day.close_panna }))
    .execute();
}

/** The results in force at these settlement versions of market days (absent: not known, as before they were kept). */
export async function resultsAtVersions(db: Kysely<DB>, keys: Array<{ marketId: number; date: string; version: number }>) {
  if (keys.length === 0) return new Map<string, { open: string | null; close: string | null }>();
  const rows = await db
    .selectFrom('market_day_results')
    .select(['market_id', 'date', 'version', 'open_panna', 'close_panna'])
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('market_id', '=', k.marketId), eb('date', '=', k.date), eb('version', '=', k.version)]))))
    .execute();
  return new Map(rows.map((r) => [`${r.market_id}:${r.date}:${r.version}`, { open: r.open_panna, close: r.close_panna }]));
}

/** Records corrected results on the day's (exclusively locked) row, at the next settlement version. */
export async function recordCorrection(
  trx: Transaction<DB>,
  c: { marketId: number; date: string; open: string | null; close: string | null; version: number },
) {
  await trx
    .updateTable('market_days')
    .set({ open_panna: c.open, close_panna: c.close, settle_version: c.version })
    .where('market_id', '=', c.marketId)
    .where('date', '=', c.date)
    .execute();
  await recordResults(trx, c.marketId, c.date);
}

/** Marks the day's (exclusively locked) row cancelled, at the next settlement version. */
export async function recordCancellation(
  trx: Transaction<DB>,
  c: { marketId: number; date: string; operatorId: number; reason: string; now: number; version: number },
) {
  await trx
    .updateTable('market_days')
    .set({ status: 'cancelled', cancelled_at: c.now, cancelled_by: c.operatorId, cancel_reason: c.reason, settle_version: c.version })
    .where('market_id', '=', c.marketId)
    .where('date', '=', c.date)
    .execute();
}
