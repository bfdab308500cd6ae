/** Players' views of markets and Starline (list, status, bid date, rates, charts, top winners) and their management. */
import { ankOf } from '../../../sdk/pannas.ts';
import type { Family } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { type Deps, type Handlers, requireAuth } from '../../http/handler.ts';
import { addDays, displayDate, displayTime, istParts } from '../../lib/ist.ts';
import { toPoints } from '../../lib/money.ts';
import { audit } from '../admin/audit.ts';
import { lockDay, markHoliday } from './market-days.ts';
import { loadSettings } from '../settings/settings.ts';
import { activeMarkets, dayRecords, factsOf, findMarket, type MarketRow, marketNowOf, phaseDates, resultTexts, weekdaysOf } from './markets.ts';
import { editConflict, unchanged } from './market-edit-guard.ts';
import { marketNow, phaseDisplay } from './phases.ts';

async function playable(deps: Deps, id: string, family: Family): Promise<MarketRow> {
  const market = await findMarket(deps.db, Number(id));
  if (!market || market.family !== family || market.active !== 1) throw notFound('No such game');
  return market;
}

function marketView(m: MarketRow) {
  return {
    id: String(m.id),
    family: m.family,
    name: m.name,
    open_time: m.open_time,
    open_result_time: m.open_result_time,
    close_time: m.close_time,
    close_result_time: m.close_result_time,
    weekdays: weekdaysOf(m),
    active: m.active === 1,
    sort_order: m.sort_order,
  };
}

/** Masks a name for public lists: "Ravi Kumar" -> "Ra*****ar". */
const mask = (name: string) =>
  name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}${'*'.repeat(Math.min(name.length - 4, 5))}${name.slice(-2)}`;

async function currentList(deps: Deps, family: Family) {
  const now = deps.clock.now();
  const markets = await activeMarkets(deps.db, family);
  const records = await dayRecords(
    deps.db,
    markets.map((m) => m.id),
    phaseDates(now),
  );
  return markets.map((m) => {
    const state = marketNow(m, now, factsOf(m, records));
    return { m, state, day: records.days.get(`${m.id}:${state.date}`) };
  });
}

/** A daily market's phase and times by the server clock (game status, and the family's active/inactive check). */
async function gameStatusOf(deps: Deps, gameId: string) {
  const market = await playable(deps, gameId, 'daily');
  const now = deps.clock.now();
  const { now: state } = await marketNowOf(deps.db, market, now);
  const shown = phaseDisplay(state);
  return {
    status: true,
    code: 'OK',
    ...shown,
    date: state.date,
    new_date: displayDate(state.date),
    current_time: new Date(now + 330 * 60_000).toISOString().replace('Z', '+05:30'),
    open_time: displayTime(market.open_time),
    close_time: displayTime(market.close_time),
  };
}

export const marketHandlers: Handlers = {
  async getDashboard({ deps }) {
    const [list, settings] = await Promise.all([currentList(deps, 'daily'), loadSettings(deps.db)]);
    return {
      status: true,
      code: 'OK',
      msg: 'Markets',
      mobile_no: settings.contact_mobile,
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
  },

  async getGameStatus({ body, deps }) {
    return gameStatusOf(deps, body.game_id);
  },

  async getGameActive({ body, deps }) {
    const shown = await gameStatusOf(deps, body.game_id);
    const open = shown.msg_status === 1;
    const row = {
      game_id: body.game_id,
      open_time: shown.open_time,
      close_time: shown.close_time,
      msg: shown.msg,
      game_status: shown.game_status,
      status: open,
    };
    return { ...shown, status: open, result: [row] };
  },

  async getBidDate({ body, deps }) {
    if (body.game_id === undefined) {
      // Asked without a market: today by the server clock, in IST.
      const today = istParts(deps.clock.now()).date;
      return { status: true, code: 'OK', msg: 'Today', date: today, new_date: displayDate(today) };
    }
    const market = await playable(deps, body.game_id, 'daily');
    const { now: state } = await marketNowOf(deps.db, market, deps.clock.now());
    return {
      status: true,
      code: 'OK',
      msg: phaseDisplay(state).msg,
      date: state.date,
      new_date: displayDate(state.date),
      game_status: phaseDisplay(state).game_status,
      msg_status: phaseDisplay(state).msg_status,
    };
  },

  async getStarlineStatus({ body, deps }) {
    const slot = await playable(deps, body.game_id, 'starline');
    const { now: state } = await marketNowOf(deps.db, slot, deps.clock.now());
    const shown = phaseDisplay(state);
    return {
      status: true,
      code: 'OK',
      msg: shown.msg_status === 1 ? 'Betting is Running Now' : 'Betting is closed for today',
      date: state.date,
      new_date: displayDate(state.date),
      game_status: shown.game_status,
      msg_status: shown.msg_status,
    };
  },

  async getStarlineSlots({ deps }) {
    const list = await currentList(deps, 'starline');
    return {
      status: true,
      code: 'OK',
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
  },

  async getGameRates({ deps }) {
    return { status: true, code: 'OK', msg: 'Game rates', game_rates: [(await loadSettings(deps.db)).game_rates] };
  },

  async getStarlineRates({ deps }) {
    return { status: true, code: 'OK', msg: 'Starline rates', game_rates: [(await loadSettings(deps.db)).starline_rates] };
  },

  async getMarketChart({ body, deps }) {
    const market = await playable(deps, body.game_id, 'daily');
    const today = istParts(deps.clock.now()).date;
    const to = body.date_to ?? today;
    const from = body.date_from ?? addDays(to, -90);
    const days = await deps.db
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
      code: 'OK',
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
  },

  async getStarlineChart({ body, deps }) {
    const slots = await activeMarkets(deps.db, 'starline');
    const today = istParts(deps.clock.now()).date;
    const to = body.date_to ?? today;
    const from = body.date_from ?? addDays(to, -30);
    const days = slots.length
      ? await deps.db
          .selectFrom('market_days')
          .select(['market_id', 'date', 'open_panna'])
          .where(
            'market_id',
            'in',
            slots.map((s) => s.id),
          )
          .where('date', '>=', from)
          .where('date', '<=', to)
          .where('status', '=', 'open')
          .where('open_panna', 'is not', null)
          .execute()
      : [];
    const dates = [...new Set(days.map((d) => d.date))].sort().reverse();
    const byKey = new Map(days.map((d) => [`${d.market_id}:${d.date}`, d.open_panna!]));
    return {
      status: true,
      code: 'OK',
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
  },

  async getTopWinners({ body, deps }) {
    const today = istParts(deps.clock.now()).date;
    const rows = await deps.db
      .selectFrom('bids')
      .innerJoin('markets', 'markets.id', 'bids.market_id')
      .innerJoin('users', 'users.id', 'bids.user_id')
      .select([
        'users.name',
        'bids.win_amount',
        'markets.name as game_name',
        'bids.label',
        'bids.digits',
        'bids.closedigits',
        'bids.session',
        'bids.settled_at',
      ])
      .where('bids.status', '=', 'won')
      .where('markets.family', '=', body.starline ? 'starline' : 'daily')
      .where('bids.market_date', '>=', body.bid_from ?? today)
      .where('bids.market_date', '<=', body.bid_to ?? today)
      .orderBy('bids.win_amount', 'desc')
      .orderBy('bids.id')
      .limit(50)
      .execute();
    return {
      status: true,
      code: 'OK',
      msg: rows.length ? 'Top winners' : 'No Data Found Here',
      winners: rows.map((r) => ({
        user_name: mask(r.name),
        win_amount: toPoints(r.win_amount),
        game_name: r.game_name,
        pana: r.label,
        digits: r.digits,
        closedigits: r.closedigits,
        session: r.session === 'open' ? 'Open' : r.session === 'close' ? 'Close' : '',
        win_time: new Date(r.settled_at ?? 0).toISOString(),
      })),
    };
  },

  async listMarkets({ query, deps }) {
    let q = deps.db.selectFrom('markets').selectAll().orderBy('family').orderBy('sort_order').orderBy('id');
    if (query?.family) q = q.where('family', '=', query.family);
    return { items: (await q.execute()).map(marketView) };
  },

  async createMarket({ body, auth, deps }) {
    const operator = requireAuth(auth);
    const now = deps.clock.now();
    const times = marketTimes(body.family, body);
    const { id } = await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('markets')
        .values({
          family: body.family,
          name: body.name,
          ...times,
          weekdays: JSON.stringify([...body.weekdays].sort()),
          active: body.active === false ? 0 : 1,
          sort_order: body.sort_order ?? 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, { actorId: operator.userId, action: 'market.create', targetType: 'market', targetId: row.id, details: body, now });
      return row;
    });
    return marketView((await findMarket(deps.db, id))!);
  },

  async updateMarket({ params, body, auth, deps }) {
    const operator = requireAuth(auth);
    const market = await findMarket(deps.db, Number(params.market_id));
    if (!market) throw notFound('No such market');
    const now = deps.clock.now();
    const merged = { ...market, ...body };
    const times = marketTimes(market.family, merged);
    await deps.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('markets')
        .set({
          name: merged.name,
          ...times,
          weekdays: body.weekdays ? JSON.stringify([...body.weekdays].sort()) : market.weekdays,
          active: body.active === undefined ? market.active : body.active ? 1 : 0,
          sort_order: merged.sort_order,
          updated_at: now,
        })
        .where('id', '=', market.id)
        // Only over the state this edit was made from: a concurrent edit in between makes it a 409, never a lost update.
        .where((eb) => eb.and(unchanged(market).map(([column, value]) => eb(column, '=', value))))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw editConflict();
      await audit(trx, { actorId: operator.userId, action: 'market.update', targetType: 'market', targetId: market.id, details: body, now });
    });
    return marketView((await findMarket(deps.db, market.id))!);
  },

  async addHoliday({ params, auth, deps }) {
    return setHoliday(deps, requireAuth(auth).userId, params.market_id!, params.date!, true);
  },

  async removeHoliday({ params, auth, deps }) {
    return setHoliday(deps, requireAuth(auth).userId, params.market_id!, params.date!, false);
  },

  async postAnnouncement({ body, auth, deps }) {
    const operator = requireAuth(auth);
    const now = deps.clock.now();
    const userId = body.player_id ? Number(body.player_id) : null;
    if (userId !== null && !(await deps.db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', 'player').executeTakeFirst())) {
      throw notFound('No such player');
    }
    await deps.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('notifications')
        .values({ user_id: userId, kind: 'announcement', title: body.title.trim(), message: body.message.trim(), created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, {
        actorId: operator.userId,
        action: 'announcement.post',
        targetType: 'notification',
        targetId: id,
        details: { title: body.title, player_id: body.player_id ?? null },
        now,
      });
    });
    return { status: true, code: 'OK', msg: userId === null ? 'Announcement posted.' : 'Message sent to the player.' };
  },
};

/** A Starline slot has one time (its bid end and result); a daily market needs all four. */
function marketTimes(
  family: Family,
  t: { open_time: string; open_result_time?: string | undefined; close_time?: string | undefined; close_result_time?: string | undefined },
) {
  if (family === 'starline') return { open_time: t.open_time, open_result_time: t.open_time, close_time: t.open_time, close_result_time: t.open_time };
  const { open_result_time, close_time, close_result_time } = t;
  if (!open_result_time || !close_time || !close_result_time) {
    throw new ApiError(422, 'VALIDATION_FAILED', 'A daily market needs open_time, open_result_time, close_time and close_result_time', {
      errors: [{ field: 'close_time', message: 'A daily market needs all four times' }],
    });
  }
  if (close_time === t.open_time)
    throw new ApiError(422, 'VALIDATION_FAILED', 'Close bids must end after open bids end', {
      errors: [{ field: 'close_time', message: 'Close bids must end after open bids end' }],
    });
  return { open_time: t.open_time, open_result_time, close_time, close_result_time };
}

async function setHoliday(deps: Deps, operatorId: number, marketId: string, date: string, holiday: boolean) {
  const market = await findMarket(deps.db, Number(marketId));
  if (!market) throw notFound('No such market');
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    // Waits for slips in flight on this day (they hold it shared); slips after this see the holiday.
    await lockDay(trx, deps.dialect, market.id, date, 'update');
    if (holiday) {
      const bids = await trx.selectFrom('bids').select('id').where('market_id', '=', market.id).where('market_date', '=', date).limit(1).executeTakeFirst();
      if (bids) throw new ApiError(409, 'DAY_HAS_BIDS', 'This day already has bids: cancel the day to refund them instead');
    }
    await markHoliday(trx, deps.dialect, { marketId: market.id, date, holiday, operatorId, now });
    await audit(trx, {
      actorId: operatorId,
      action: holiday ? 'market.holiday_add' : 'market.holiday_remove',
      targetType: 'market',
      targetId: market.id,
      details: { date },
      now,
    });
  });
  return { status: true, code: 'OK', msg: holiday ? `${date} is a holiday of ${market.name}.` : `${date} is no longer a holiday of ${market.name}.` };
}
