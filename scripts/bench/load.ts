/**
 * Load generation for the benchmarks: autocannon (from npm) over keep-alive loopback connections, and the same
 * generator against a plain node:http hello-world in its own process, so each run prints its own baseline.
 */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freePort, start, waitFor } from '../../tests/helpers/processes.ts';

export interface LoadFigures {
  requestsPerSecond: number;
  /** CPU time (user + system) the measured server process spent per request, in microseconds, when its pid is given. */
  cpuPerRequest?: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  /** The server process: its CPU time over the run is divided by the requests answered. */
  serverPid?: number;
  /** Headers and body of each request (called per request). */
  next?: () => { headers: Record<string, string>; body: string };
  onReply?: (status: number, body: string) => void;
}

/** A process's CPU time so far (user + system, all its threads), in milliseconds. */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The CPU time so far of every process of this name (PostgreSQL's backends and helpers: `postgres`), in milliseconds. */
export function cpuMsOfAll(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === name) total += cpuMsOf(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** The machine's CPU time so far, all cores: busy and in all, in clock ticks (the first line of /proc/stat). */
export function machineTicks(): { busy: number; total: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

export async function runLoad(o: LoadOptions): Promise<LoadFigures> {
  const next = o.next;
  const cpuBefore = o.serverPid ? cpuMsOf(o.serverPid) : 0;
  const result = await autocannon({
    url: o.url,
    connections: o.connections,
    duration: o.seconds,
    requests: [
      {
        method: o.method ?? 'GET',
        ...(next ? { setupRequest: (req: Record<string, unknown>) => ({ ...req, ...next() }) } : {}),
        ...(o.onReply ? { onResponse: (status: number, body: string) => o.onReply!(status, body) } : {}),
      },
    ],
  });
  const cpuPerRequest = o.serverPid ? ((cpuMsOf(o.serverPid) - cpuBefore) * 1000) / Math.max(1, result.requests.total) : undefined;
  return {
    requestsPerSecond: result.requests.total / o.seconds,
    ...(cpuPerRequest !== undefined ? { cpuPerRequest } : {}),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const HELLO = `require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => {
  res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"hello":"world"}'); }); })
  .listen(Number(process.env.PORT), '127.0.0.1');`;

/** A plain node:http server answering a small JSON: the baseline's server. */
export async function startHelloWorld() {
  const port = await freePort();
  const server = start(process.execPath, ['-e', HELLO], { PORT: String(port) });
  await waitFor(`http://127.0.0.1:${port}/`, server);
  return {
    /** The same generator, connections and duration against it. */
    measure: (connections: number, seconds: number) => runLoad({ url: `http://127.0.0.1:${port}/`, connections, seconds, serverPid: server.child.pid }),
    stop: () => server.stop('SIGTERM'),
  };
}

export async function helloWorld(connections: number, seconds: number): Promise<LoadFigures> {
  const hello = await startHelloWorld();
  try {
    return await hello.measure(connections, seconds);
  } finally {
    await hello.stop();
  }
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
