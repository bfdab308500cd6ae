/** Markets (daily markets and Starline slots) and the facts of their days, read from the database. */
import type { Kysely, Selectable } from 'kysely';
import type { DB, Family, MarketDaysTable, MarketsTable } from '../../db/schema.ts';
import { ankOf } from '../../../sdk/pannas.ts';
import { addDays, istParts } from '../../lib/ist.ts';
import { type DayFacts, type MarketNow, marketNow, runsOnWeekday } from './phases.ts';

export type MarketRow = Selectable<MarketsTable>;
export type DayRow = Selectable<MarketDaysTable>;

export const weekdaysOf = (m: MarketRow): number[] => JSON.parse(m.weekdays) as number[];

/**
 * A family's markets in display order: daily markets as the operators ordered them, Starline slots by their time (the
 * chart's columns, the list's rows), whatever order, or `sort_order`, they were added with.
 */
const familyQuery = (db: Kysely<DB>, family: Family) => {
  const q = db.selectFrom('markets').selectAll().where('family', '=', family);
  return (family === 'starline' ? q.orderBy('open_time').orderBy('sort_order') : q.orderBy('sort_order')).orderBy('id');
};

export function activeMarkets(db: Kysely<DB>, family: Family) {
  return familyQuery(db, family).where('active', '=', 1).execute();
}

/** A family's markets in display order, switched-off ones included. */
export function familyMarkets(db: Kysely<DB>, family: Family) {
  return familyQuery(db, family).execute();
}

export function findMarket(db: Kysely<DB>, id: number) {
  return db.selectFrom('markets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Holidays and day rows of these markets on these dates, for computing phases in bulk. */
export async function dayRecords(db: Kysely<DB>, marketIds: number[], dates: string[]) {
  if (marketIds.length === 0) return { holidays: new Set<string>(), days: new Map<string, DayRow>() };
  const [holidayRows, dayRows] = await Promise.all([
    db.selectFrom('market_holidays').select(['market_id', 'date']).where('market_id', 'in', marketIds).where('date', 'in', dates).execute(),
    db.selectFrom('market_days').selectAll().where('market_id', 'in', marketIds).where('date', 'in', dates).execute(),
  ]);
  return {
    holidays: new Set(holidayRows.map((h) => `${h.market_id}:${h.date}`)),
    days: new Map(dayRows.map((d) => [`${d.market_id}:${d.date}`, d])),
  };
}

export type DayRecords = Awaited<ReturnType<typeof dayRecords>>;

export function factsOf(m: MarketRow, records: DayRecords) {
  const weekdays = weekdaysOf(m);
  return (date: string): DayFacts => {
    const holiday = records.holidays.has(`${m.id}:${date}`);
    const day = records.days.get(`${m.id}:${date}`);
    return {
      runs: runsOnWeekday(weekdays, date) && !holiday,
      holiday,
      cancelled: day?.status === 'cancelled',
      openDeclared: (day?.open_panna ?? null) !== null,
      closeDeclared: (day?.close_panna ?? null) !== null,
    };
  };
}

/** The dates a phase computation at `now` may look at. */
export function phaseDates(now: number): string[] {
  const today = istParts(now).date;
  return [addDays(today, -1), today];
}

export async function marketNowOf(db: Kysely<DB>, m: MarketRow, now: number): Promise<{ now: MarketNow; day: DayRow | undefined }> {
  const records = await dayRecords(db, [m.id], phaseDates(now));
  const state = marketNow(m, now, factsOf(m, records));
  return { now: state, day: records.days.get(`${m.id}:${state.date}`) };
}

/** "128-1" / "0-370" displays of a day's declared pannas ('' when not declared). */
export function resultTexts(day: Pick<DayRow, 'open_panna' | 'close_panna'> | undefined) {
  return {
    open_result: day?.open_panna ? `${day.open_panna}-${ankOf(day.open_panna)}` : '',
    close_result: day?.close_panna ? `${ankOf(day.close_panna)}-${day.close_panna}` : '',
  };
}
