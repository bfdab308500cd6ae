/** An operator declares a session's result once its bids have closed; its bids settle in the same transaction. */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, invalid } from '../../errors.ts';
import { displayTime } from '../../lib/ist.ts';
import { audit } from '../admin/audit.ts';
import { dayHasBids, isHoliday, lockDay, recordDeclaration } from '../markets/market-days.ts';
import { type MarketRow, weekdaysOf } from '../markets/markets.ts';
import { dayInstants, runsOnWeekday } from '../markets/phases.ts';
import { marketDayReport } from './market-day-report.ts';
import { assertSettledAsSeen } from './result-inputs.ts';
import { type DayKey, movedInAll, settleClose, settleOpen } from './settle.ts';

export interface Declaration {
  market: MarketRow;
  date: string;
  session: 'open' | 'close';
  panna: string;
  /** The operator; for the demo result source, the operator account. */
  operatorId: number;
  now: number;
  /** Who drew the result: an operator, or the demo result source (demo mode only; its notices and audit entry say so). */
  source?: 'operator' | 'demo';
  /** The day's settlement version the operator's preview was made at (refused when the day moved on since). */
  seenVersion?: number | undefined;
}

/** The checks made before the day is locked: the right session, a day the market runs (or has bids), bids closed. */
async function checkDeclarable(db: Kysely<DB>, d: Declaration) {
  const { market, date, session, now } = d;
  if (market.family === 'starline' && session !== 'open') throw invalid('session', 'A Starline slot has one result: declare it as session open');
  if (!(await dayHasBids(db, market.id, date)) && (!runsOnWeekday(weekdaysOf(market), date) || (await isHoliday(db, market.id, date)))) {
    throw conflict('NOT_A_MARKET_DAY', `${market.name} does not run on ${date}`);
  }
  assertBidsClosed(market, date, session, now);
}

/** A session's result is declared (or previewed) only once its bids have closed. */
export function assertBidsClosed(market: MarketRow, date: string, session: 'open' | 'close', now: number): void {
  const instants = dayInstants(market, date);
  const bidEnd = session === 'open' ? instants.openBidEnd : instants.closeBidEnd;
  if (now < bidEnd) {
    const time = displayTime(session === 'open' ? market.open_time : market.close_time);
    throw conflict('BETTING_STILL_OPEN', `Bids for this result are taken until ${time}; declare it after that`);
  }
}

export async function declareResult(db: Kysely<DB>, dialect: SqlDialect, d: Declaration) {
  const { market, date, session, panna, operatorId, now } = d;
  await checkDeclarable(db, d);
  await db.transaction().execute(async (trx) => {
    const day = await lockDay(trx, dialect, market.id, date, 'update');
    if (day.status === 'cancelled') throw conflict('DAY_CANCELLED', 'This market day is cancelled');
    const current = session === 'open' ? day.open_panna : day.close_panna;
    if (current) throw conflict('ALREADY_DECLARED', `The ${session} result of this day is already declared. Use a correction to change it.`);
    if (session === 'close' && !day.open_panna) throw conflict('OPEN_NOT_DECLARED', 'Declare the open result first');
    assertSettledAsSeen(day, d.seenVersion);
    const version = Math.max(day.settle_version, 1);
    await recordDeclaration(trx, { marketId: market.id, date, session, panna, operatorId, now, version });
    const demo = d.source === 'demo';
    const k: DayKey = { marketId: market.id, date, version, now, marketName: market.name, demo };
    const paid = session === 'open' ? await settleOpen(trx, k, panna, market.family) : await settleClose(trx, k, day.open_panna!, panna);
    const won = movedInAll(paid);
    await audit(trx, {
      actorId: operatorId,
      action: `result.declare_${session}`,
      targetType: 'market_day',
      targetId: `${market.id}:${date}`,
      details: { panna, winners: won.players, paid: won.points, ...(demo ? { source: 'demo' } : {}) },
      now,
    });
  });
  return marketDayReport(db, market, date);
}
