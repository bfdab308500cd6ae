/** Result charts: a market's declared days, and the Starline slots' results by date. */
import type { Kysely } from 'kysely';
import { ankOf } from '../../../sdk/pannas.ts';
import type { DB } from '../../db/schema.ts';
import { assertRangeOrder } from '../../lib/date-range.ts';
import { addDays, displayTime, istParts } from '../../lib/ist.ts';
import { familyMarkets } from './markets.ts';
import { playableMarket } from './playable.ts';

interface Range {
  date_from?: string | undefined;
  date_to?: string | undefined;
}

export async function marketChart(db: Kysely<DB>, gameId: string, range: Range, now: number) {
  assertRangeOrder(range.date_from, range.date_to, 'date_from');
  const market = await playableMarket(db, gameId, 'daily');
  const to = range.date_to ?? istParts(now).date;
  const from = range.date_from ?? addDays(to, -90);
  const days = await db
    .selectFrom('market_days')
    .selectAll()
    .where('market_id', '=', market.id)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('status', '=', 'open')
    .where('open_panna', 'is not', null)
    .orderBy('date')
    .execute();
  return {
    status: true,
    code: 'OK' as const,
    msg: days.length ? 'Chart' : 'No results in these dates',
    game_id: String(market.id),
    game_name: market.name,
    chart: days.map((d) => ({
      date: d.date,
      open_panna: d.open_panna ?? '',
      jodi: `${ankOf(d.open_panna!)}${d.close_panna ? ankOf(d.close_panna) : '*'}`,
      close_panna: d.close_panna ?? '',
    })),
  };
}

export async function starlineChart(db: Kysely<DB>, range: Range, now: number) {
  assertRangeOrder(range.date_from, range.date_to, 'date_from');
  const markets = await familyMarkets(db, 'starline');
  const to = range.date_to ?? istParts(now).date;
  const from = range.date_from ?? addDays(to, -30);
  const days = markets.length
    ? await db
        .selectFrom('market_days')
        .select(['market_id', 'date', 'open_panna'])
        .where(
          'market_id',
          'in',
          markets.map((s) => s.id),
        )
        .where('date', '>=', from)
        .where('date', '<=', to)
        .where('status', '=', 'open')
        .where('open_panna', 'is not', null)
        .execute()
    : [];
  // A slot switched off keeps its column while the dates shown hold a result of it.
  const declared = new Set(days.map((d) => d.market_id));
  const slots = markets.filter((m) => m.active === 1 || declared.has(m.id));
  const dates = [...new Set(days.map((d) => d.date))].sort().reverse();
  const byKey = new Map(days.map((d) => [`${d.market_id}:${d.date}`, d.open_panna!]));
  return {
    status: true,
    code: 'OK' as const,
    msg: dates.length ? 'Starline chart' : 'No results in these dates',
    slots: slots.map((s) => ({ game_id: String(s.id), label: displayTime(s.open_time).replace(':00 ', ' ') })),
    chart: dates.map((date) => ({
      date,
      results: slots.map((s) => {
        const panna = byKey.get(`${s.id}:${date}`);
        return { game_id: String(s.id), panna: panna ?? '', ank: panna ? String(ankOf(panna)) : '' };
      }),
    })),
  };
}
