/** Players' views of markets and Starline (list, status, bid date, rates, charts, top winners) and their management. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { loadSettings } from '../settings/settings.ts';
import { marketChart, starlineChart } from './charts.ts';
import { createMarket } from './create-market.ts';
import { dashboard, starlineSlots } from './market-lists.ts';
import { bidDate, gameActive, gameStatus, starlineActive, starlineStatus } from './market-status.ts';
import { listMarkets } from './market-view.ts';
import { setHoliday, upcomingHolidays } from './set-holiday.ts';
import { topWinners } from './top-winners.ts';
import { updateMarket } from './update-market.ts';

export const marketHandlers: Handlers = {
  async getDashboard({ deps }) {
    return dashboard(deps.db, deps.clock.now());
  },

  async getGameStatus({ body, deps }) {
    return gameStatus(deps.db, body.game_id, deps.clock.now());
  },

  async getGameActive({ body, deps }) {
    return gameActive(deps.db, body.game_id, deps.clock.now());
  },

  async getBidDate({ body, deps }) {
    return bidDate(deps.db, body.game_id, deps.clock.now());
  },

  async getStarlineStatus({ body, deps }) {
    return starlineStatus(deps.db, body.game_id, deps.clock.now());
  },

  async getStarlineActive({ body, deps }) {
    return starlineActive(deps.db, body.game_id, deps.clock.now());
  },

  async getStarlineSlots({ deps }) {
    return starlineSlots(deps.db, deps.clock.now());
  },

  async getGameRates({ deps }) {
    return { status: true, code: 'OK', msg: 'Game rates', game_rates: [(await loadSettings(deps.db)).game_rates] };
  },

  async getStarlineRates({ deps }) {
    return { status: true, code: 'OK', msg: 'Starline rates', game_rates: [(await loadSettings(deps.db)).starline_rates] };
  },

  async getMarketChart({ body, deps }) {
    return marketChart(deps.db, body.game_id, body, deps.clock.now());
  },

  async getStarlineChart({ body, deps }) {
    return starlineChart(deps.db, body, deps.clock.now());
  },

  async getTopWinners({ body, deps }) {
    return topWinners(deps.reads, body, deps.clock.now());
  },

  async listMarkets({ query, deps }) {
    return listMarkets(deps.db, query?.family);
  },

  async createMarket({ body, auth, deps }) {
    return createMarket(deps.db, deps.dialect, requireAuth(auth).userId, body, deps.clock.now());
  },

  async updateMarket({ params, body, auth, deps }) {
    return updateMarket(deps.db, deps.dialect, requireAuth(auth).userId, Number(params.market_id), body, deps.clock.now());
  },

  async listHolidays({ params, deps }) {
    return upcomingHolidays(deps.db, Number(params.market_id), deps.clock.now());
  },

  async addHoliday({ params, auth, deps }) {
    const holiday = { operatorId: requireAuth(auth).userId, marketId: Number(params.market_id), date: params.date!, holiday: true, now: deps.clock.now() };
    return setHoliday(deps.db, deps.dialect, holiday);
  },

  async removeHoliday({ params, auth, deps }) {
    const holiday = { operatorId: requireAuth(auth).userId, marketId: Number(params.market_id), date: params.date!, holiday: false, now: deps.clock.now() };
    return setHoliday(deps.db, deps.dialect, holiday);
  },
};
