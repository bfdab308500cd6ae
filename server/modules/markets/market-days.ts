/**
 * Market-day state, owned here: a day's row (created by its first slip or operator action), its lock, and its
 * holidays. Slips lock the day shared, declarations, corrections, cancellations and holidays exclusively, so those
 * wait for slips in flight and slips after them see what they changed.
 */
import type { Transaction } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';

/** Makes sure the market day has its row. */
export async function ensureDay(trx: Transaction<DB>, marketId: number, date: string) {
  await trx
    .insertInto('market_days')
    .values({
      market_id: marketId,
      date,
      status: 'open',
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
    })
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

export async function isHoliday(trx: Transaction<DB>, marketId: number, date: string): Promise<boolean> {
  const row = await trx.selectFrom('market_holidays').select('date').where('market_id', '=', marketId).where('date', '=', date).executeTakeFirst();
  return row !== undefined;
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
