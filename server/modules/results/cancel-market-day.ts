/** An operator cancels a market day: its wins are reversed and every bid refunded, at a new settlement version; each player is told. */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { audit } from '../admin/audit.ts';
import { dayBidCount, dayHasBids, lockDay, recordCancellation } from '../markets/market-days.ts';
import { dayInstants } from '../markets/phases.ts';
import type { MarketRow } from '../markets/markets.ts';
import { marketDayReport } from './market-day-report.ts';
import { assertSettledAsSeen } from './result-inputs.ts';
import { type DayKey, lockDayWallets, movedInAll, refundAll, reverseWins } from './settle.ts';
import { tellCancellation } from './settlement-notices.ts';

export async function cancelMarketDay(
  db: Kysely<DB>,
  dialect: SqlDialect,
  c: {
    market: MarketRow;
    date: string;
    reason: string;
    /** What the operator's confirmation showed: the day's bids and settlement version (each checked when given). */
    seen?: { bids?: number | undefined; version?: number | undefined };
    operatorId: number;
    now: number;
  },
) {
  const { market, date, reason, operatorId, now } = c;
  await db.transaction().execute(async (trx) => {
    // The day's row locked: no slip of the day commits and no settlement moves it until this is done.
    const day = await lockDay(trx, dialect, market.id, date, 'update');
    if (day.status === 'cancelled') throw conflict('DAY_CANCELLED', 'This market day is already cancelled');
    assertSettledAsSeen(day, c.seen?.version);
    if (c.seen?.bids !== undefined) {
      const bids = await dayBidCount(trx, market.id, date);
      if (bids !== c.seen.bids) {
        throw conflict('EDIT_CONFLICT', `This day has ${bids} bids now, not the ${c.seen.bids} you confirmed: read it again before cancelling.`);
      }
    }
    // A cancellation is for good: a day still ahead with nothing to refund is kept from bids by a holiday instead.
    if (now < dayInstants(market, date).openBidEnd && !(await dayHasBids(trx, market.id, date))) {
      throw conflict('NOTHING_TO_CANCEL', 'This day has no bids to refund yet: mark it a holiday instead (a holiday can be taken back).');
    }
    const version = day.settle_version + 1;
    await recordCancellation(trx, { marketId: market.id, date, operatorId, reason, now, version });
    const k: DayKey = { marketId: market.id, date, version, now, marketName: market.name };
    // Every wallet the steps below move, locked first (PostgreSQL): see lockWallets.
    await lockDayWallets(trx, k);
    const reversed = await reverseWins(trx, k);
    const refunded = await refundAll(trx, k);
    await tellCancellation(trx, k, reversed, refunded);
    await audit(trx, {
      actorId: operatorId,
      action: 'market_day.cancel',
      targetType: 'market_day',
      targetId: `${market.id}:${date}`,
      details: { reason, taken_back: movedInAll(reversed).points, refunded: movedInAll(refunded).points },
      now,
    });
  });
  return marketDayReport(db, market, date);
}
