/** Responsible gaming: the player's limits, breaks, self-exclusion and reality check; the operator's view. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { pageLimit, pageOffset } from '../../lib/paging.ts';
import { playerProtection } from './player-protection.ts';
import { playersAtLimits } from './players-at-limits.ts';
import { protectionState } from './protection-state.ts';
import { realityCheck, setRealityInterval } from './reality-check.ts';
import { setLimit } from './set-limit.ts';
import { setStricterLimit } from './set-stricter-limit.ts';
import { startBlock } from './start-block.ts';

export const protectionHandlers: Handlers = {
  async getProtection({ auth, deps }) {
    const state = await protectionState(deps.db, requireAuth(auth).userId, deps.clock.now(), 'player');
    return { status: true, code: 'OK', msg: 'Responsible gaming', ...state };
  },
  setLimit: ({ body, auth, deps }) => setLimit(deps.db, deps.dialect, requireAuth(auth).userId, body.kind, body.amount, deps.clock.now()),
  takeBreak: ({ body, auth, deps }) => startBlock(deps.db, deps.dialect, requireAuth(auth).userId, body.period, deps.clock.now()),
  selfExclude: ({ body, auth, deps }) => startBlock(deps.db, deps.dialect, requireAuth(auth).userId, body.period, deps.clock.now()),
  getRealityCheck({ auth, deps }) {
    const { userId, sessionId } = requireAuth(auth);
    return realityCheck(deps.db, userId, sessionId, deps.clock.now());
  },
  setRealityCheck: ({ body, auth, deps }) => setRealityInterval(deps.db, requireAuth(auth).userId, body.interval_minutes, deps.clock.now()),

  async getPlayerProtection({ params, deps }) {
    return playerProtection(deps.db, Number(params.user_id), () => deps.clock.now());
  },
  setStricterLimit: ({ params, body, auth, deps }) =>
    setStricterLimit(deps.db, deps.dialect, {
      operatorId: requireAuth(auth).userId,
      userId: Number(params.user_id),
      kind: body.kind,
      points: body.amount,
      reason: body.reason.trim(),
      now: deps.clock.now(),
    }),
  async listPlayersAtLimits({ query, deps }) {
    const limit = pageLimit(query?.limit);
    const offset = pageOffset(query?.offset);
    const { at_limits, blocked } = await playersAtLimits(deps.db, deps.clock.now());
    return {
      at_limits: at_limits.slice(offset, offset + limit),
      blocked: blocked.slice(offset, offset + limit),
      at_limits_total: at_limits.length,
      blocked_total: blocked.length,
      limit,
      offset,
    };
  },
};
