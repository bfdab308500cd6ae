/**
 * Summarises a V8 CPU profile (`BENCH_PROFILE=dir npm run bench:bids` writes the server's main thread to the file
 * ending `.0.001.cpuprofile`; worker threads get files of their own): how busy the thread was in each second, then,
 * over the chosen seconds, the functions with the most self time and the time by file or package. `(idle)` is the
 * event loop waiting (on the database, the disk or the network); `(garbage collector)` and `(program)` are V8's own.
 * A bench:bids profile spans the start, the warm-up, the hello-world rounds (the server idle) and the bid rounds:
 * pick the bid rounds' seconds from the busy line, or the shares mix idle rounds in.
 * Usage: node --import tsx scripts/bench/profile-top.ts <file.cpuprofile> [rows] [from-to seconds, e.g. 9-14]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg, windowArg] = process.argv.slice(2);
if (!file || (rowsArg !== undefined && !/^[0-9]+$/.test(rowsArg)) || (windowArg !== undefined && !/^[0-9.]+-[0-9.]+$/.test(windowArg))) {
  console.error('usage: profile-top.ts <file.cpuprofile> [rows] [from-to seconds]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 30);
const [from, to] = windowArg ? windowArg.split('-').map(Number) : [0, Infinity];
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const isIdle = (id: number) => byId.get(id)!.callFrame.functionName === '(idle)';

// Busy share of each whole second since the profile began.
const seconds: { busy: number; all: number }[] = [];
let at = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  const s = (seconds[Math.floor(at / 1e6)] ??= { busy: 0, all: 0 });
  s.all += dt;
  if (!isIdle(id)) s.busy += dt;
});
console.log(`busy % by second: ${seconds.map((s) => (s ? Math.round((100 * s.busy) / Math.max(1, s.all)) : 0)).join(' ')}`);

const selfOf = new Map<number, number>();
let total = 0;
at = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  if (at / 1e6 < from! || at / 1e6 > to!) return;
  selfOf.set(id, (selfOf.get(id) ?? 0) + dt);
  total += dt;
});
const where = (url: string) => url.replace(/.*node_modules\//, '').replace(`file://${process.cwd()}/`, '');
const pkg = (url: string) => (url.includes('node_modules/') ? url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1') : where(url) || '(V8 and native)');
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
for (const [id, us] of selfOf) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  add(byFunction, `${functionName || '(anonymous)'}  ${where(url)}${url ? `:${lineNumber + 1}` : ''}`, us);
  add(byFile, pkg(url), us);
}
const print = (title: string, m: Map<string, number>) => {
  console.log(title);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
  }
};
console.log(`profile of ${(total / 1e6).toFixed(2)} s${windowArg ? ` (seconds ${windowArg})` : ''}`);
print('self time by function', byFunction);
print('self time by file or package', byFile);
