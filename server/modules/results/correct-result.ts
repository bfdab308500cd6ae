/**
 * An operator corrects a declared result: the day's wins are reversed and its bids settle again at a new version;
 * each player whose wins changed is told the difference.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { audit } from '../admin/audit.ts';
import { lockDay, recordCorrection } from '../markets/market-days.ts';
import type { MarketRow } from '../markets/markets.ts';
import { marketDayReport } from './market-day-report.ts';
import { assertSettledAsSeen } from './result-inputs.ts';
import { type DayKey, lockDayWallets, movedInAll, reverseWins, settleClose, settleOpen } from './settle.ts';
import { tellCorrection } from './settlement-notices.ts';

export interface Correction {
  market: MarketRow;
  date: string;
  session: 'open' | 'close';
  panna: string;
  reason: string;
  operatorId: number;
  now: number;
  /** The day's settlement version the operator's preview was made at (refused when the day moved on since). */
  seenVersion?: number | undefined;
}

export async function correctResult(db: Kysely<DB>, dialect: SqlDialect, c: Correction) {
  const { market, date, session, panna, operatorId, now } = c;
  await db.transaction().execute(async (trx) => {
    const day = await lockDay(trx, dialect, market.id, date, 'update');
    if (day.status === 'cancelled') throw conflict('DAY_CANCELLED', 'This market day is cancelled');
    const before = session === 'open' ? day.open_panna : day.close_panna;
    if (!before) throw conflict('NOT_DECLARED', `The ${session} result of this day is not declared yet`);
    if (before === panna) throw conflict('SAME_RESULT', `The ${session} result is already ${panna}`);
    assertSettledAsSeen(day, c.seenVersion);
    const version = day.settle_version + 1;
    const open = session === 'open' ? panna : day.open_panna;
    const close = session === 'close' ? panna : day.close_panna;
    await recordCorrection(trx, { marketId: market.id, date, open, close, version });
    const k: DayKey = { marketId: market.id, date, version, now, marketName: market.name };
    // Every wallet the steps below move, locked first (PostgreSQL): see lockWallets.
    await lockDayWallets(trx, k);
    const reversed = await reverseWins(trx, k);
    // Settles whatever is declared on the day, at the day's new version; each player hears the net change once.
    const paid = open ? await settleOpen(trx, k, open, market.family, false) : [];
    if (open && close) paid.push(...(await settleClose(trx, k, open, close, false)));
    await tellCorrection(trx, k, { session, panna, family: market.family }, reversed, paid);
    await audit(trx, {
      actorId: operatorId,
      action: `result.correct_${session}`,
      targetType: 'market_day',
      targetId: `${market.id}:${date}`,
      details: { from: before, to: panna, reason: c.reason, taken_back: movedInAll(reversed).points, paid: movedInAll(paid).points },
      now,
    });
  });
  return marketDayReport(db, market, date);
}
