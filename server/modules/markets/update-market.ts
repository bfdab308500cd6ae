/**
 * An operator edits a market: applied only over the row the edit was made from, never changing what a day in progress
 * has promised (schedule-edit-guard), audited in the same transaction.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { notFound, staleEdit } from '../../errors.ts';
import { audit } from '../admin/audit.ts';
import { editConflict, unchanged } from './market-edit-guard.ts';
import { assertMarketNameFree } from './market-names.ts';
import { marketTimes, refuseMidnightOpen, refuseStarlineTimes, refuseTimesOutOfOrder } from './market-times.ts';
import { marketView } from './market-view.ts';
import { findMarket, type MarketRow } from './markets.ts';
import { assertScheduleEditSafe } from './schedule-edit-guard.ts';

export type MarketEdit = {
  name?: string | undefined;
  open_time?: string | undefined;
  open_result_time?: string | undefined;
  close_time?: string | undefined;
  close_result_time?: string | undefined;
  weekdays?: number[] | undefined;
  active?: boolean | undefined;
  sort_order?: number | undefined;
};

export async function updateMarket(
  db: Kysely<DB>,
  dialect: SqlDialect,
  operatorId: number,
  marketId: number,
  edit: MarketEdit & { revision?: number | undefined },
  now: number,
) {
  const { revision, ...body } = edit;
  const market = await findMarket(db, marketId);
  if (!market) throw notFound('No such market');
  // Made from a form built before another operator's save: it would put back what that save changed.
  if (revision !== undefined && revision !== market.updated_at) throw staleEdit('market');
  // Times are checked when changed: a market saved before with times now refused stays editable (renamed, switched
  // off) by a form that sends its times as they are.
  const moved = (['open_time', 'open_result_time', 'close_time', 'close_result_time'] as const).filter((k) => body[k] !== undefined && body[k] !== market[k]);
  if (moved.includes('open_time')) refuseMidnightOpen(market.family, body.open_time);
  const merged = { ...market, ...body };
  refuseStarlineTimes(market.family, merged.open_time, Object.fromEntries(moved.map((k) => [k, body[k]])));
  const timesMoved = moved.length > 0;
  const next: MarketRow = {
    ...market,
    name: merged.name,
    ...marketTimes(market.family, merged),
    weekdays: body.weekdays ? JSON.stringify([...body.weekdays].sort()) : market.weekdays,
    active: body.active === undefined ? market.active : body.active ? 1 : 0,
    sort_order: merged.sort_order,
    // Always moves on, even within one millisecond: slips decided on the market before check it (pg-slip-statements).
    updated_at: Math.max(now, market.updated_at + 1),
  };
  await db.transaction().execute(async (trx) => {
    // A name changed (not only its case) must be free; an edit keeping the name saves as before.
    const { name } = body;
    if (name !== undefined && name.trim().toLowerCase() !== market.name.trim().toLowerCase()) {
      await assertMarketNameFree(trx, dialect, { family: market.family, name, exceptId: market.id });
    }
    await assertScheduleEditSafe(trx, dialect, market, next, now);
    // After the day's own refusals (a passed cut-off), which say more about why the edit cannot be made.
    if (timesMoved) refuseTimesOutOfOrder(market.family, merged);
    const { id: _id, family: _family, created_at: _created, ...columns } = next;
    const updated = await trx
      .updateTable('markets')
      .set(columns)
      .where('id', '=', market.id)
      // Only over the state this edit was made from: a concurrent edit in between makes it a 409, never a lost update.
      .where((eb) => eb.and(unchanged(market).map(([column, value]) => eb(column, '=', value))))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw editConflict();
    // With what the changed fields were before, so the log shows what an edit changed from.
    const before = marketView(market);
    const previous = Object.fromEntries(Object.keys(body).flatMap((k) => (k in before ? [[k, before[k as keyof typeof before]]] : [])));
    await audit(trx, { actorId: operatorId, action: 'market.update', targetType: 'market', targetId: market.id, details: { ...body, previous }, now });
  });
  return marketView((await findMarket(db, market.id))!);
}
