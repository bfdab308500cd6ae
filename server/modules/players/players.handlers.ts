/** Operator player management: search, the player page, status flags and forced logout. */
import { notFound } from '../../http/errors.ts';
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { countOf, pageLimit, pageOffset } from '../../lib/paging.ts';
import { changePlayerStatus } from './change-player-status.ts';
import { logoutEverywhere } from './logout-everywhere.ts';
import { playerDetail } from './player-detail.ts';
import { PLAYER_COLUMNS, playerSummary, selectPlayers } from './players.queries.ts';

export const playerHandlers: Handlers = {
  async listPlayers({ query, deps }) {
    const limit = pageLimit(query?.limit);
    const offset = pageOffset(query?.offset);
    const base = selectPlayers(deps.db, { q: query?.q?.trim(), state: query?.player_status });
    const total = await countOf(base);
    const rows = await base.select(PLAYER_COLUMNS).orderBy('users.id', 'desc').limit(limit).offset(offset).execute();
    return { items: rows.map(playerSummary), total, limit, offset };
  },

  async getPlayer({ params, deps }) {
    const detail = await playerDetail(deps.db, Number(params.user_id), deps.clock.now());
    if (!detail) throw notFound('No such player');
    return detail;
  },

  async updatePlayerStatus({ params, body, auth, deps }) {
    const { reason, ...changes } = body;
    return changePlayerStatus(deps.db, requireAuth(auth).userId, Number(params.user_id), changes, reason.trim(), deps.clock.now());
  },

  async logoutPlayerEverywhere({ params, body, auth, deps }) {
    const logout = { operatorId: requireAuth(auth).userId, userId: Number(params.user_id), reason: body.reason, now: () => deps.clock.now() };
    return logoutEverywhere(deps.db, logout);
  },
};
