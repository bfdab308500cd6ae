/** A server-sent event stream on a hijacked reply: its headers, a first comment, and the end of the connection. */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EventStream {
  write: (chunk: string) => void;
  close: () => void;
  /** Runs `callback` once the client goes away (at once if it already has). */
  onGone: (callback: () => void) => void;
}

/**
 * Most bytes a stream may hold unsent for a client that stops reading (a frozen tab, a client that never reads): past
 * it the stream is closed, rather than every later frame kept in the server's memory for as long as the connection
 * lives. A client that reads again reconnects (`retry`) and reads the lists afresh; frames are a few hundred bytes.
 */
export const MAX_UNSENT_BYTES = 256 * 1024;

export function openEventStream(req: FastifyRequest, reply: FastifyReply, firstComment: string): EventStream {
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
  raw.write(`retry: 5000\n: ${firstComment}\n\n`);
  return {
    write: (chunk) => {
      if (raw.destroyed) return;
      if (raw.writableLength > MAX_UNSENT_BYTES) raw.destroy();
      else raw.write(chunk);
    },
    close: () => raw.end(),
    onGone: (callback) => {
      req.raw.on('close', callback);
      if (req.raw.destroyed) callback();
    },
  };
}
