/** Players' lists of markets and Starline slots with their phases and today's results (a night market's past midnight). */
import type { Kysely } from 'kysely';
import { ankOf } from '../../../sdk/pannas.ts';
import type { DB, Family } from '../../db/schema.ts';
import { addDays, displayTime, istInstant, istParts } from '../../lib/ist.ts';
import { loadSettings, maintenanceNotice } from '../settings/settings.ts';
import { activeMarkets, type DayRecords, type DayRow, dayRecords, factsOf, type MarketRow, phaseDates, resultTexts } from './markets.ts';
import { dayInstants, type MarketNow, marketNow, phaseDisplay } from './phases.ts';

/**
 * The day whose results a row shows: the day its phase is about, or, until that day's open result, the day before
 * when its close result is due after midnight: a night market's close result comes once the next day's betting has
 * begun, and stays on the list for that date as a day market's results do for their own. A cancelled day shows none.
 */
function shownDay(m: MarketRow, state: MarketNow, records: DayRecords, now: number): DayRow | undefined {
  const day = records.days.get(`${m.id}:${state.date}`);
  // A cancelled day shows no result: its wins were taken back, and the charts leave it out.
  if (day?.status === 'cancelled') return undefined;
  if (day?.open_panna) return day;
  const before = addDays(state.date, -1);
  const previous = records.days.get(`${m.id}:${before}`);
  if (!previous?.open_panna || previous.status === 'cancelled') return day;
  const { closeBidEnd, closeResult } = dayInstants(m, before);
  return closeResult >= istInstant(istParts(now).date, '00:00') && closeBidEnd <= now ? previous : day;
}

async function currentList(db: Kysely<DB>, family: Family, now: number) {
  const markets = await activeMarkets(db, family);
  const records = await dayRecords(
    db,
    markets.map((m) => m.id),
    phaseDates(now),
  );
  return markets.map((m) => {
    const state = marketNow(m, now, factsOf(m, records));
    return { m, state, day: shownDay(m, state, records, now) };
  });
}

export async function dashboard(db: Kysely<DB>, now: number) {
  const [list, settings] = await Promise.all([currentList(db, 'daily', now), loadSettings(db)]);
  return {
    status: true,
    code: 'OK' as const,
    msg: 'Markets',
    mobile_no: settings.contact_mobile,
    maintenance_message: maintenanceNotice(settings),
    result: list.map(({ m, state, day }) => ({
      game_id: String(m.id),
      game_name: m.name,
      open_time: displayTime(m.open_time),
      close_time: displayTime(m.close_time),
      open_result_time: displayTime(m.open_result_time),
      close_result_time: displayTime(m.close_result_time),
      ...phaseDisplay(state),
      ...resultTexts(day),
    })),
  };
}

export async function starlineSlots(db: Kysely<DB>, now: number) {
  const list = await currentList(db, 'starline', now);
  return {
    status: true,
    code: 'OK' as const,
    msg: 'Starline',
    result: list.map(({ m, state, day }) => {
      const shown = phaseDisplay(state);
      return {
        game_id: String(m.id),
        game_name: m.name,
        open_time: displayTime(m.open_time),
        msg: shown.msg_status === 1 ? 'Betting is Running Now' : shown.msg,
        msg_status: shown.msg_status,
        game_status: shown.game_status,
        result: day?.open_panna ? `${day.open_panna}-${ankOf(day.open_panna)}` : '***-*',
      };
    }),
  };
}
