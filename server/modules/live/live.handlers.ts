/** The live-events stream (GET /live/events): results for everyone, the player's own notices with a session. */
import { ApiError } from '../../errors.ts';
import type { Handlers } from '../../http/handler.ts';

export const liveHandlers: Handlers = {
  async streamLiveEvents({ auth, deps, req, reply }) {
    const live = deps.live;
    if (!live) throw new ApiError(503, 'UNAVAILABLE', 'Live events are not available; the app polls instead');
    if (live.size >= live.maxStreams) throw new ApiError(503, 'TOO_MANY_STREAMS', 'Too many live connections; the app polls instead');
    const userId = auth?.role === 'player' ? auth.userId : null;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    // Reconnect after 5 s when the stream drops; the first comment tells the client the stream is up.
    raw.write(`retry: 5000\n: connected${userId === null ? '' : ' as player'}\n\n`);
    const unsubscribe = await live.subscribe({
      userId,
      write: (chunk) => raw.write(chunk),
      close: () => raw.end(),
    });
    req.raw.on('close', unsubscribe);
    if (req.raw.destroyed) unsubscribe();
    return reply;
  },
};
