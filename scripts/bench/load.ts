/**
 * Load generation for the benchmarks: wrk when it is installed (Debian's package), else autocannon (from npm), over
 * keep-alive loopback connections, and the same generator against a plain node:http hello-world in its own process,
 * so each run prints its own baseline. BENCH_GENERATOR=autocannon (or wrk) chooses one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freePort, start, waitFor } from '../../tests/helpers/processes.ts';
import { runWrk, wrkVersion } from './wrk.ts';

function chooseGenerator(): { name: 'wrk' | 'autocannon'; label: string } {
  const wanted = process.env.BENCH_GENERATOR;
  if (wanted !== undefined && wanted !== 'wrk' && wanted !== 'autocannon') throw new Error(`BENCH_GENERATOR must be wrk or autocannon, not "${wanted}"`);
  const wrk = wanted === 'autocannon' ? undefined : wrkVersion();
  if (wanted === 'wrk' && !wrk) throw new Error('BENCH_GENERATOR=wrk, but wrk is not installed (apt-get install wrk)');
  return wrk ? { name: 'wrk', label: wrk } : { name: 'autocannon', label: 'autocannon (npm, in the benchmark process)' };
}

/** The load generator of this run. */
export const generator = chooseGenerator();

export interface LoadFigures {
  requestsPerSecond: number;
  /** CPU time (user + system) the measured server process spent per request, in microseconds, when its pid is given. */
  cpuPerRequest?: number;
  /** The share of one core the server's main thread (its event loop) used over the run, when its pid is given. */
  mainThreadBusy?: number;
  /** The CPU time the load generator spent per request, in microseconds. */
  generatorCpuPerRequest: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** With `bodies`: the replies `accepts` took, the others, and the first of those (status and the body's start). */
  accepted?: number;
  other?: number;
  otherSample?: string;
}

/** Requests with bodies of their own, and which replies count as accepted. */
export interface Bodies {
  /** For autocannon: each request's headers and body, built as it is sent. */
  next: () => { headers: Record<string, string>; body: string };
  /** For wrk: a Lua chunk defining `request()` and `accepts(status, body)`, asked once per run. */
  lua: () => string;
  accepts: (status: number, body: string) => boolean;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  /** The server process: its CPU time over the run is divided by the requests answered. */
  serverPid?: number;
  bodies?: Bodies;
}

/**
 * A process's (or one of its threads') /proc stat fields after its name (field 3, the state, first), or undefined
 * once it has ended.
 */
function statOf(pid: number | string, tid?: number): { name: string; fields: string[] } | undefined {
  try {
    const stat = readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
  } catch {
    return undefined;
  }
}

/** The sum of these stat fields (clock ticks, 100 a second), in milliseconds. */
const ticksMs = (fields: string[], ...at: number[]) => (at.reduce((sum, i) => sum + Number(fields[i]), 0) * 1000) / 100;

/**
 * A process's CPU time so far (user + system, all its threads), in milliseconds; with `tid`, that thread's alone (the
 * process's own id is its main thread: for Node.js, the event loop).
 */
export function cpuMsOf(pid: number, tid?: number): number {
  const stat = statOf(pid, tid);
  if (!stat) throw new Error(`process ${pid} has ended`);
  return ticksMs(stat.fields, 11, 12);
}

/**
 * The CPU time so far of the PostgreSQL servers on this machine, in milliseconds, or undefined when none runs here:
 * each server's main process with what its ended children spent (cutime, cstime), and its living children. A child
 * that ends between two readings moves from one part to the other, so the difference of two readings counts it once.
 */
export function postgresCpuMs(): number | undefined {
  const processes = readdirSync('/proc')
    .filter((entry) => /^[0-9]+$/.test(entry))
    .map((pid) => ({ pid, stat: statOf(pid) }))
    .filter((p) => p.stat?.name === 'postgres');
  const pids = new Set(processes.map((p) => p.pid));
  let total = 0;
  let servers = 0;
  for (const { stat } of processes) {
    const fields = stat!.fields;
    // Fields after the name: 1 the parent's pid, 11-12 utime and stime, 13-14 the ended children's.
    if (pids.has(fields[1]!)) total += ticksMs(fields, 11, 12);
    else {
      servers += 1;
      total += ticksMs(fields, 11, 12, 13, 14);
    }
  }
  return servers === 0 ? undefined : total;
}

/**
 * The machine's CPU time so far, all cores, in clock ticks (the first line of /proc/stat): busy (user, nice, system,
 * irq, softirq) and in all (also idle, iowait and steal; guest time is already in user time).
 */
export function machineTicks(): { busy: number; total: number } {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const busy = user! + nice! + system! + irq! + softirq!;
  return { busy, total: busy + idle! + iowait! + (steal ?? 0) };
}

/** CPU time so far of this process (autocannon runs in it) or of its ended children (wrk, once it has exited), in ms. */
const generatorCpuMs = () => {
  const fields = statOf(process.pid)!.fields;
  return generator.name === 'wrk' ? ticksMs(fields, 13, 14) : ticksMs(fields, 11, 12);
};

export async function runLoad(o: LoadOptions): Promise<LoadFigures> {
  const cpuBefore = o.serverPid ? cpuMsOf(o.serverPid) : 0;
  const mainBefore = o.serverPid ? cpuMsOf(o.serverPid, o.serverPid) : 0;
  const generatorBefore = generatorCpuMs();
  const started = performance.now();
  const run = generator.name === 'wrk' ? await loadWithWrk(o) : await loadWithAutocannon(o);
  const elapsed = performance.now() - started;
  const perRequest = (ms: number) => (ms * 1000) / Math.max(1, run.requests);
  return {
    requestsPerSecond: run.requests / o.seconds,
    ...(o.serverPid
      ? { cpuPerRequest: perRequest(cpuMsOf(o.serverPid) - cpuBefore), mainThreadBusy: (cpuMsOf(o.serverPid, o.serverPid) - mainBefore) / elapsed }
      : {}),
    generatorCpuPerRequest: perRequest(generatorCpuMs() - generatorBefore),
    p50: run.p50,
    p99: run.p99,
    non2xx: run.non2xx,
    errors: run.errors,
    ...(o.bodies ? { accepted: run.accepted ?? 0, other: run.other ?? 0, otherSample: run.otherSample ?? '' } : {}),
  };
}

type Run = Pick<LoadFigures, 'p50' | 'p99' | 'non2xx' | 'errors' | 'accepted' | 'other' | 'otherSample'> & { requests: number };

async function loadWithWrk(o: LoadOptions): Promise<Run> {
  return runWrk({ url: o.url, connections: o.connections, seconds: o.seconds, lua: o.bodies?.lua() });
}

async function loadWithAutocannon(o: LoadOptions): Promise<Run> {
  const bodies = o.bodies;
  let accepted = 0;
  let other = 0;
  let otherSample = '';
  const result = await autocannon({
    url: o.url,
    connections: o.connections,
    duration: o.seconds,
    requests: [
      {
        method: o.method ?? 'GET',
        ...(bodies
          ? {
              setupRequest: (req: Record<string, unknown>) => ({ ...req, ...bodies.next() }),
              onResponse: (status: number, body: string) => {
                if (bodies.accepts(status, body)) accepted += 1;
                else {
                  other += 1;
                  otherSample ||= `${status} ${body.slice(0, 80)}`;
                }
              },
            }
          : {}),
      },
    ],
  });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ...(bodies ? { accepted, other, otherSample } : {}),
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
