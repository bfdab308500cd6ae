/**
 * What an edit of a market's times, weekdays or active flag (or the removal of a holiday) may not do to a day in
 * progress (yesterday's or today's, not settled or cancelled): take bids again after one of its cut-offs has passed,
 * bring back a day the market did not run once its open bids would have closed (a market made active again starts as
 * a new one would), or take a day that still takes bids, with unsettled ones, out of service. Moving a cut-off that
 * is still ahead, earlier or later, stays allowed (closing early is how an operator stops a session).
 */
import type { Transaction } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { displayDate, displayTime } from '../../lib/ist.ts';
import { dayHasBids, lockMarketAndDays } from './market-days.ts';
import { dayRecords, factsOf, type MarketRow, phaseDates } from './markets.ts';
import { dayInstants } from './phases.ts';

const refused = (code: 'DAY_IN_PROGRESS' | 'DAY_HAS_BIDS', msg: string) => new ApiError(409, code, msg);

/** Whether the date's open bids have closed by these times while its close bids have not: a day half gone. */
const halfGone = (times: MarketRow, date: string, now: number) => {
  const i = dayInstants(times, date);
  return i.openBidEnd <= now && now < i.closeBidEnd;
};

const notBack = (m: MarketRow, date: string) =>
  refused('DAY_IN_PROGRESS', `${m.name} did not run on ${displayDate(date)}: this change would take bids for it after its open bids closed.`);

/**
 * Throws 409 when a day the market did not run (a holiday, or not one of its weekdays) would be made a market day
 * once its open bids have closed: players would be switched to a day with no open session.
 */
export function assertDayMayReturn(market: MarketRow, date: string, now: number): void {
  if (market.active === 1 && halfGone(market, date, now)) throw notBack(market, date);
}

/** Throws 409 when replacing `before` by `after` would do one of those things; holds the days' rows until the commit. */
export async function assertScheduleEditSafe(trx: Transaction<DB>, dialect: SqlDialect, before: MarketRow, after: MarketRow, now: number): Promise<void> {
  const dates = phaseDates(now);
  await lockMarketAndDays(trx, dialect, before.id, dates);
  const records = await dayRecords(trx, [before.id], dates);
  const [was, will] = [factsOf(before, records), factsOf(after, records)];
  for (const date of dates) {
    const [w, n] = [was(date), will(date)];
    const settled = w.cancelled || (before.family === 'starline' ? w.openDeclared : w.closeDeclared);
    if (settled) continue;
    const ran = w.runs && before.active === 1;
    const runs = n.runs && after.active === 1;
    const prev = dayInstants(before, date);
    if (ran && !runs) {
      // Only while the day still takes bids: a day over keeps its bids, to be declared.
      if (now < prev.closeBidEnd && (await dayHasBids(trx, before.id, date, true))) {
        throw refused('DAY_HAS_BIDS', `${before.name} has bids on ${displayDate(date)} that are not settled: declare its results or cancel the day first.`);
      }
      continue;
    }
    if (!runs) continue;
    if (!ran) {
      // A market made active again starts as a new one would; a weekday given back would switch players to that day.
      if (before.active === 1 && (halfGone(before, date, now) || halfGone(after, date, now))) throw notBack(before, date);
      continue;
    }
    const next = dayInstants(after, date);
    // Open bids stay closed once the open result is out, whatever the times say.
    const reopened =
      !w.openDeclared && prev.openBidEnd <= now && next.openBidEnd > now
        ? { session: 'Open', time: before.open_time }
        : prev.closeBidEnd <= now && next.closeBidEnd > now
          ? { session: 'Close', time: before.close_time }
          : undefined;
    if (reopened) {
      throw refused(
        'DAY_IN_PROGRESS',
        `Bids for the ${reopened.session} session of ${displayDate(date)} closed at ${displayTime(reopened.time)}: this change would take them again. Change the times once that day's results are declared.`,
      );
    }
  }
}
