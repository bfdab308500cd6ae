/**
 * Where the server's log lines go: standard output, written without ever blocking the event loop. Stdout writes to a
 * pipe block on Linux; a parent that stopped reading would freeze the server (even its SIGTERM handler). Here one
 * write is in flight at a time, the rest wait in a bounded buffer, and lines beyond it are dropped and counted.
 */
import { write } from 'node:fs';

const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Every stream made here: whether each has written all it was given (or can write no more). */
const streams = new Set<() => boolean>();

/**
 * Waits until every log stream has written what it holds, at most `maxMs`: a process about to exit calls it, or its
 * last lines ("shutting down") would be lost with the writes still waiting.
 */
export async function flushLogs(maxMs = 1000): Promise<void> {
  const end = Date.now() + maxMs;
  while ([...streams].some((drained) => !drained()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 5));
}

export function createLogStream(fd = 1) {
  const queue: string[] = [];
  let buffered = 0;
  let writing = false;
  let dropped = 0;
  let broken = false;
  streams.add(() => broken || (!writing && queue.length === 0));

  const next = () => {
    const line = queue.shift();
    if (line === undefined || broken) {
      writing = false;
      return;
    }
    writing = true;
    write(fd, line, (error) => {
      buffered -= Buffer.byteLength(line);
      if (error) broken = true; // closed stdout (EPIPE): logging stops, the server does not
      next();
    });
  };

  return {
    write(line: string): void {
      if (broken) return;
      const size = Buffer.byteLength(line);
      if (buffered + size > MAX_BUFFERED_BYTES) {
        dropped += 1;
        return;
      }
      if (dropped > 0) {
        const note = `${JSON.stringify({ level: 40, time: Date.now(), msg: `${dropped} log lines dropped: stdout was not read` })}\n`;
        dropped = 0;
        queue.push(note);
        buffered += Buffer.byteLength(note);
      }
      queue.push(line);
      buffered += size;
      if (!writing) next();
    },
  };
}
