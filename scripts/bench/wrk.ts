/**
 * wrk (Debian's package, C with LuaJIT) as the load generator, when it is installed: it spends a small share of
 * the CPU autocannon does per request with a body of its own (autocannon builds each in JavaScript on the benchmark's
 * event loop), so on a two-core machine it leaves the measured server the cores it would otherwise share with the
 * generator. Requests with bodies of their own are built by a Lua chunk that defines `request()` (see bench-bids.ts);
 * replies are then classified by its `accepts(status, body)`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

/** wrk's version line, or undefined when it is not installed. */
export function wrkVersion(): string | undefined {
  const run = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (run.error) return undefined;
  return `${run.stdout}${run.stderr}`.split('\n')[0]!.replace(/ Copyright.*$/, '');
}

export interface WrkRun {
  url: string;
  connections: number;
  seconds: number;
  /** A Lua chunk that defines `request()` and `accepts(status, body)`; without it, the URL is asked with GET. */
  lua?: string | undefined;
}

export interface WrkFigures {
  requests: number;
  /** Requests answered with a status of 400 or more, and socket errors (connect, read, write, timeout). */
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  /** With `lua`: the replies `accepts` took, and the others with the first of them. */
  accepted?: number;
  other?: number;
  otherSample?: string;
}

const DONE = `
local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("thread_number", #threads)
end
function done(summary, latency, requests)
  local accepted, other, sample = 0, 0, ""
  for _, t in ipairs(threads) do
    accepted = accepted + (t:get("accepted") or 0)
    other = other + (t:get("other") or 0)
    if sample == "" then sample = t:get("sample") or "" end
  end
  local e = summary.errors
  io.write(string.format("figures %d %d %d %.3f %.3f %d %d\\n", summary.requests, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, accepted, other))
  io.write("sample " .. sample .. "\\n")
end
`;

const CLASSIFY = `
accepted, other, sample = 0, 0, ""
function response(status, headers, body)
  if accepts(status, body) then accepted = accepted + 1
  else
    other = other + 1
    if sample == "" then sample = status .. " " .. string.sub(body or "", 1, 80) end
  end
end
`;

/** Runs wrk for `seconds` (one thread per core, at most one per connection) and reads its figures. */
export async function runWrk(o: WrkRun): Promise<WrkFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const script = join(dir, 'load.lua');
  writeFileSync(script, `${DONE}${o.lua ? `${o.lua}\n${CLASSIFY}` : ''}`);
  const threads = Math.max(1, Math.min(availableParallelism(), o.connections));
  const args = ['-t', String(threads), '-c', String(o.connections), '-d', `${o.seconds}s`, '--timeout', '10s', '-s', script, o.url];
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))));
    });
    const line = out.split('\n').find((l) => l.startsWith('figures '));
    if (!line) throw new Error(`wrk printed no figures: ${out}`);
    const [requests, non2xx, errors, p50, p99, accepted, other] = line.split(' ').slice(1).map(Number) as number[];
    const sample =
      out
        .split('\n')
        .find((l) => l.startsWith('sample '))
        ?.slice('sample '.length) ?? '';
    return {
      requests: requests!,
      non2xx: non2xx!,
      errors: errors!,
      p50: p50!,
      p99: p99!,
      ...(o.lua ? { accepted: accepted!, other: other!, otherSample: sample } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
