/**
 * Stores an accepted slip in one transaction: the market day is locked for sharing (a declaration waits for
 * slips in flight, and slips after it see the result), re-checked, the total debited on condition of the
 * balance, and every bid stored with the rate in force. All or nothing.
 */
import type { Transaction } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { fromPoints, toPoints } from '../../lib/money.ts';
import { Refusal } from '../../lib/refusal.ts';
import { assertStakeAllowed } from '../protection/check-money-move.ts';
import { debit } from '../wallet/ledger.ts';
import { RATE_OF, type SlipBid } from './slip-rules.ts';

export interface SlipToPlace {
  userId: number;
  marketId: number;
  date: string;
  bids: SlipBid[];
  total: number;
  rates: Record<string, number>;
  closedMessage: string;
  now: number;
}

/** Makes sure the market day has its row (days are created by their first bid or operator action). */
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
 * each other), exclusive for declarations, corrections and cancellations (they wait for slips in flight, and
 * slips after them see what they changed). SQLite runs one write transaction at a time anyway.
 */
export async function lockDay(trx: Transaction<DB>, dialect: SqlDialect, marketId: number, date: string, mode: 'share' | 'update') {
  await ensureDay(trx, marketId, date);
  let q = trx.selectFrom('market_days').selectAll().where('market_id', '=', marketId).where('date', '=', date);
  if (dialect === 'postgres') q = mode === 'share' ? q.forShare() : q.forUpdate();
  return q.executeTakeFirstOrThrow();
}

export async function placeSlip(trx: Transaction<DB>, dialect: SqlDialect, s: SlipToPlace) {
  const day = await lockDay(trx, dialect, s.marketId, s.date, 'share');
  const holiday = await trx.selectFrom('market_holidays').select('date').where('market_id', '=', s.marketId).where('date', '=', s.date).executeTakeFirst();
  const closed =
    holiday !== undefined || day.status === 'cancelled' || day.close_panna !== null || (day.open_panna !== null && s.bids.some((b) => b.cutoff === 'open'));
  if (closed) throw new Refusal('BETTING_CLOSED', s.closedMessage);

  const slip = await trx
    .insertInto('bid_slips')
    .values({ user_id: s.userId, market_id: s.marketId, market_date: s.date, total: fromPoints(s.total), created_at: s.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paid = await debit(trx, {
    userId: s.userId,
    type: 'bid_stake',
    amount: fromPoints(s.total),
    refType: 'slip',
    refId: slip.id,
    note: `${s.bids.length} bid(s)`,
    now: s.now,
  });
  if (!paid) throw new Refusal('INSUFFICIENT_BALANCE', "Sorry You Don't Have Sufficient Amount For This Bid");
  await assertStakeAllowed(trx, s.userId, fromPoints(s.total), s.now);

  const rows = await trx
    .insertInto('bids')
    .values(
      s.bids.map((b) => ({
        slip_id: slip.id,
        user_id: s.userId,
        market_id: s.marketId,
        market_date: s.date,
        bid_type: b.bid_type,
        label: b.label,
        session: b.session,
        digits: b.digits,
        closedigits: b.closedigits,
        points: fromPoints(b.points),
        rate_1: s.rates[`${RATE_OF[b.bid_type]}_val_1`] ?? 1,
        rate_2: s.rates[`${RATE_OF[b.bid_type]}_val_2`] ?? 0,
        status: 'pending' as const,
        win_amount: 0,
        created_at: s.now,
        settled_at: null,
      })),
    )
    .returning('id')
    .execute();
  return { bidIds: rows.map((r) => String(r.id)), balance: toPoints(paid.balanceAfter) };
}
