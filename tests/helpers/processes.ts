/** Starting and stopping real processes (the server, the mock) for the suites that need them. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const ROOT = new URL('../..', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Proc {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends `signal` to the process and everything it started, and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Proc {
  // Its own process group, so that stop() also ends what it starts (npm runs scripts through a shell).
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
    return exited;
  };
  return { child, output: () => out, exited, stop };
}

/** Polls `url` until it answers (any status) or the process exits or time runs out. */
export async function waitFor(url: string, proc: Proc, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let done = false;
  void proc.exited.then(() => (done = true));
  while (Date.now() < until && !done) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer; output:\n${proc.output()}`);
}
