/** The live-events stream (GET /live/events): results for everyone, the player's own notices with a session. */
import { ApiError } from '../../errors.ts';
import { openEventStream } from '../../http/event-stream.ts';
import type { Handlers } from '../../http/handler.ts';
import { throttleAddress } from '../../lib/throttle.ts';

export const liveHandlers: Handlers = {
  async streamLiveEvents({ auth, deps, req, reply }) {
    const live = deps.live;
    if (!live) throw new ApiError(503, 'UNAVAILABLE', 'Live events are not available; the app polls instead');
    const player = auth?.role === 'player' ? auth : undefined;
    const address = throttleAddress(req.ip);
    if (!live.admits(player?.userId ?? null, address)) throw new ApiError(503, 'TOO_MANY_STREAMS', 'Too many live connections; the app polls instead');
    const stream = openEventStream(req, reply, player ? 'connected as player' : 'connected');
    const subscriber = { userId: player?.userId ?? null, sessionId: player?.sessionId ?? null, address, write: stream.write, close: stream.close };
    stream.onGone(await live.subscribe(subscriber));
    return reply;
  },
};
