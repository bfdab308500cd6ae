/** Operator player management: search, the player page, status flags, forced logout and a temporary password. */
import { notFound } from '../../http/errors.ts';
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { countOf, pageLimit, pageOf, pageOffset } from '../../lib/paging.ts';
import { changePlayerStatus } from './change-player-status.ts';
import { logoutEverywhere } from './logout-everywhere.ts';
import { playerDetail } from './player-detail.ts';
import { resetPlayerPassword } from './reset-player-password.ts';
import { PLAYER_COLUMNS, playerSummary, selectPlayers } from './players.queries.ts';

export const playerHandlers: Handlers = {
  async listPlayers({ query, deps }) {
    const limit = pageLimit(query?.limit);
    const offset = query?.before ? 0 : pageOffset(query?.offset);
    const base = selectPlayers(deps.db, { q: query?.q?.trim(), state: query?.player_status });
    const total = await countOf(base);
    let q = base
      .select(PLAYER_COLUMNS)
      .orderBy('users.id', 'desc')
      .limit(limit + 1);
    // By `before` (players older than that id), pages that sign-ups meanwhile do not shift.
    q = query?.before ? q.where('users.id', '<', Number(query.before)) : q.offset(offset);
    const { page, next_before } = pageOf(await q.execute(), limit);
    return { items: page.map(playerSummary), total, limit, offset, next_before };
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

  async resetPlayerPassword({ params, body, auth, deps }) {
    const reset = {
      operatorId: requireAuth(auth).userId,
      userId: Number(params.user_id),
      password: body.password,
      reason: body.reason.trim(),
      now: () => deps.clock.now(),
    };
    return resetPlayerPassword(deps.db, deps.passwords, reset);
  },
};
