/** An operator marks or unmarks a market's holiday (a day that already has bids is cancelled instead), and lists those ahead. */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { audit } from '../admin/audit.ts';
import { displayDate, istParts } from '../../lib/ist.ts';
import { dayHasBids, holidaysFrom, lockDay, markHoliday } from './market-days.ts';
import { findMarket, weekdaysOf } from './markets.ts';
import { runsOnWeekday } from './phases.ts';
import { assertDayMayReturn } from './schedule-edit-guard.ts';

export async function setHoliday(
  db: Kysely<DB>,
  dialect: SqlDialect,
  h: { operatorId: number; marketId: number; date: string; holiday: boolean; now: number },
) {
  const { operatorId, date, holiday, now } = h;
  const market = await findMarket(db, h.marketId);
  if (!market) throw notFound('No such market');
  await db.transaction().execute(async (trx) => {
    // Waits for slips in flight on this day (they hold it shared); slips after this see the holiday.
    const day = await lockDay(trx, dialect, market.id, date, 'update');
    // A day given back once its open bids closed would switch players to a day with no open session.
    if (!holiday && runsOnWeekday(weekdaysOf(market), date)) assertDayMayReturn(market, date, now);
    if (holiday) {
      if (day.status === 'cancelled') throw new ApiError(409, 'DAY_CANCELLED', 'This day is already cancelled: its bids were refunded and it takes no more.');
      if (await dayHasBids(trx, market.id, date)) throw new ApiError(409, 'DAY_HAS_BIDS', 'This day already has bids: cancel the day to refund them instead');
    }
    await markHoliday(trx, dialect, { marketId: market.id, date, holiday, operatorId, now });
    await audit(trx, {
      actorId: operatorId,
      action: holiday ? 'market.holiday_add' : 'market.holiday_remove',
      targetType: 'market',
      targetId: market.id,
      details: { date },
      now,
    });
  });
  return { status: true, code: 'OK' as const, msg: `${displayDate(date)} is ${holiday ? 'a holiday' : 'no longer a holiday'} of ${market.name}.` };
}

/** The market's holidays from today (IST) on, earliest first. */
export async function upcomingHolidays(db: Kysely<DB>, marketId: number, now: number) {
  const market = await findMarket(db, marketId);
  if (!market) throw notFound('No such market');
  return { items: (await holidaysFrom(db, market.id, istParts(now).date)).map((date) => ({ date })) };
}
