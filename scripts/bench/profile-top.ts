/**
 * Summarises a V8 CPU profile (`BENCH_PROFILE=dir npm run bench:bids` writes the server's): the functions with the
 * most self time, then the time by file or package. `(idle)` is the event loop waiting (on the database, the disk
 * or the network); `(garbage collector)` and `(program)` are V8's own.
 * Usage: node --import tsx scripts/bench/profile-top.ts <file.cpuprofile> [rows]
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

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-top.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfOf = new Map<number, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
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
console.log(`profile of ${(total / 1e6).toFixed(2)} s`);
print('self time by function', byFunction);
print('self time by file or package', byFile);
