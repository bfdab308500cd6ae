/**
 * bench:bids - many players submit single-entry Single Ank slips at once to the real server over loopback, driven
 * by wrk when it is installed, else autocannon (load.ts); the same generator's hello-world (plain node:http) runs in
 * the same invocation for the ratio.
 * Prints accepted bids/s, p50/p99 and the ratio, then checks that the ledger matches the bids.
 * `--db pg` runs against PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test, in a schema
 * of its own, dropped after); the default is the embedded SQLite (synchronous=FULL).
 * Each slip carries a fresh Idempotency-Key, as the player app sends one with every slip (BENCH_KEYS=0 sends none).
 * The baseline and the bids take turns (BENCH_ROUNDS rounds of each), so a change in the machine's speed during the
 * run moves both; the figures are over all rounds, and each round's ratio is printed too.
 * Options: BENCH_SECONDS (5 per round), BENCH_ROUNDS (3), BENCH_WARMUP (2 s of bids first, not counted), BENCH_CONCURRENCY (64), BENCH_PLAYERS (500), BENCH_KEYS (1),
 * BENCH_PROFILE (a directory: CPU profile of the server), BENCH_GENERATOR (wrk or autocannon).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../server/db/database.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { createUser } from '../../server/modules/auth/users.ts';
import { credit } from '../../server/modules/wallet/ledger.ts';
import { freePort, start, waitFor } from '../../tests/helpers/processes.ts';
import { type Bodies, fmt, generator, type LoadFigures, machineTicks, postgresCpuMs, runLoad, startHelloWorld } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 500);
const KEYS = process.env.BENCH_KEYS !== '0';
const START = Date.parse('2026-11-23T10:00:00+05:30');
const usePg = process.argv.includes('--db') && process.argv[process.argv.indexOf('--db') + 1] === 'pg';
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_bids_${process.pid}`;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-bids-'));
const open = () => (usePg ? openDatabase({ databaseUrl: PG_URL, pgSchema: schema }) : openDatabase({ dataDir }));
const database = await open();
const { db } = database;
const now = Date.now();
const market = await db
  .insertInto('markets')
  .values({
    family: 'daily',
    name: 'BENCH',
    open_time: '23:00',
    open_result_time: '23:10',
    close_time: '23:30',
    close_result_time: '23:40',
    weekdays: '[0,1,2,3,4,5,6]',
    active: 1,
    sort_order: 0,
    created_at: now,
    updated_at: now,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const tokens: string[] = [];
for (let i = 0; i < PLAYERS; i += 1) {
  const user = { name: `Bench Player ${i}`, username: `bench_${i}`, mobile: String(8000000000 + i), passwordHash: 'unused', role: 'player' as const };
  const id = await createUser(db, user, now);
  const funding = { userId: id, type: 'adjustment' as const, amount: 100_000_000, refType: 'adjustment', refId: `bench-${i}`, note: 'bench', now };
  await db.transaction().execute((trx) => credit(trx, funding));
  tokens.push((await createSession(db, id, START)).token);
}
await database.close();

const hello = await startHelloWorld();
const port = await freePort();
const profile = process.env.BENCH_PROFILE ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const dbEnv = usePg ? { DATABASE_URL: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}` } : { DATA_DIR: dataDir };
const server = start(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  CLOCK_START: new Date(START).toISOString(),
  ...dbEnv,
});
await waitFor(`http://127.0.0.1:${port}/api/health`, server);

let sent = 0;
const slipOf = (n: number) => ({
  gameid: String(market.id),
  Gamename: 'BENCH',
  pana: 'Single Ank',
  session: 'Open',
  totalbit: 5,
  result: [{ points: 5, digits: String(n % 10), session: 'Open', closedigits: '' }],
});
let runs = 0;
const bodies: Bodies = {
  // autocannon: each request built here, on the benchmark's event loop.
  next: () => {
    sent += 1;
    return {
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[sent % tokens.length]}`,
        ...(KEYS ? { 'idempotency-key': `bench-${process.pid}-${sent}` } : {}),
      },
      body: JSON.stringify({ new_result: slipOf(sent) }),
    };
  },
  // wrk: the same requests built in Lua; a key holds its run's and its wrk thread's numbers, so no two runs share one.
  lua: () => {
    runs += 1;
    const [before, after] = JSON.stringify({ new_result: slipOf(0) }).split('"digits":"0"');
    return `
local tokens = {${tokens.map((t) => JSON.stringify(t)).join(',')}}
local n = 0
function request()
  n = n + 1
  local headers = { ["content-type"] = "application/json", ["authorization"] = "Bearer " .. tokens[(n + thread_number) % #tokens + 1] }
  ${KEYS ? `headers["idempotency-key"] = "bench-${process.pid}-${runs}-" .. thread_number .. "-" .. n` : ''}
  return wrk.format("POST", nil, headers, ${JSON.stringify(before)} .. '"digits":"' .. (n % 10) .. '"' .. ${JSON.stringify(after)})
end
function accepts(status, body)
  return status == 200 and string.sub(body, 1, 14) == '{"status":true'
end
`;
  },
  accepts: (status, body) => status === 200 && body.startsWith('{"status":true'),
};

const engine = usePg ? 'PostgreSQL' : 'SQLite synchronous=FULL';
const keys = KEYS ? 'an Idempotency-Key per slip' : 'no Idempotency-Key';
console.log(`bench:bids  ${engine}, ${generator.label}, ${CONCURRENCY} connections, ${PLAYERS} players, ${keys}, ${ROUNDS} rounds of ${SECONDS}s each`);
// A short warm-up (compiled code, caches) that the figures leave out.
const url = `http://127.0.0.1:${port}/api/api-submit-bid`;
const load = (seconds: number) => runLoad({ url, method: 'POST', serverPid: server.child.pid, connections: CONCURRENCY, seconds, bodies });
const warmUp = await load(WARMUP);
const rounds: { hello: LoadFigures; bids: LoadFigures; accepted: number; dbMs: number | undefined; machine: { busy: number; total: number } }[] = [];
for (let r = 1; r <= ROUNDS; r += 1) {
  const baseline = await hello.measure(CONCURRENCY, SECONDS);
  const [dbBefore, machineBefore] = [usePg ? postgresCpuMs() : undefined, machineTicks()];
  const bids = await load(SECONDS);
  const machineAfter = machineTicks();
  const machine = { busy: machineAfter.busy - machineBefore.busy, total: machineAfter.total - machineBefore.total };
  const round = { hello: baseline, bids, accepted: bids.accepted!, dbMs: dbBefore === undefined ? undefined : postgresCpuMs()! - dbBefore, machine };
  rounds.push(round);
  const perSecond = round.accepted / SECONDS;
  console.log(
    `  round ${r}: hello-world ${fmt(baseline.requestsPerSecond)} req/s, bids ${fmt(perSecond)}/s, ratio ${fmt(perSecond / baseline.requestsPerSecond, 3)}, ` +
      `bid p50/p99 ${fmt(bids.p50, 1)}/${fmt(bids.p99, 1)} ms`,
  );
}
await server.stop('SIGTERM');
await hello.stop();

const sum = (f: (x: (typeof rounds)[number]) => number) => rounds.reduce((t, x) => t + f(x), 0);
const helloPerSecond = sum((x) => x.hello.requestsPerSecond) / ROUNDS;
const counted = sum((x) => x.accepted);
const accepted = counted + warmUp.accepted!;
const bidsPerSecond = counted / (SECONDS * ROUNDS);
const ratio = bidsPerSecond / helloPerSecond;
const goal = usePg ? { ratio: 0.15, p99: 100 } : { ratio: 0.25, p99: 50 };
const p99 = Math.max(...rounds.map((x) => x.bids.p99));
const p50s = rounds.map((x) => x.bids.p50).sort((a, b) => a - b);
console.log(`  hello-world     : ${fmt(helloPerSecond)} req/s (mean of the rounds)`);
const others = [warmUp, ...rounds.map((x) => x.bids)].filter((x) => x.other! > 0);
console.log(
  `  accepted bids/s : ${fmt(bidsPerSecond)}   (${counted} accepted, ${others.reduce((t, x) => t + x.other!, 0)} other, ${sum((x) => x.bids.errors)} errors)`,
);
console.log(`  latency p50/p99 : ${fmt(p50s[Math.floor(ROUNDS / 2)]!, 1)} ms (median of the rounds) / ${fmt(p99, 1)} ms (worst round)`);
// CPU time per request moves far less with the machine's other work than requests per second do.
const cpuBid = sum((x) => (x.bids.cpuPerRequest ?? 0) * x.bids.requestsPerSecond * SECONDS) / Math.max(1, counted);
const cpuHello = sum((x) => (x.hello.cpuPerRequest ?? 0) * x.hello.requestsPerSecond) / sum((x) => x.hello.requestsPerSecond);
console.log(`  server CPU      : ${fmt(cpuBid)} µs per bid, hello-world ${fmt(cpuHello, 1)} µs per request`);
// One event loop serves every request: near 100 % of a core, a bid's CPU time on it is what bounds bids/s.
const mainBusy = (100 * sum((x) => x.bids.mainThreadBusy ?? 0)) / ROUNDS;
const mainPerBid = sum((x) => (x.bids.mainThreadBusy ?? 0) * SECONDS * 1e6) / Math.max(1, counted);
console.log(`  main thread     : ${fmt(mainBusy)} % of one core during the bid rounds, ${fmt(mainPerBid)} µs per bid (the event loop)`);
// The load generator shares the machine's cores with the server: what it spent per request, bids and hello-world.
const generatorBid =
  sum((x) => x.bids.generatorCpuPerRequest * x.bids.requestsPerSecond) /
  Math.max(
    1,
    sum((x) => x.bids.requestsPerSecond),
  );
const generatorHello =
  sum((x) => x.hello.generatorCpuPerRequest * x.hello.requestsPerSecond) /
  Math.max(
    1,
    sum((x) => x.hello.requestsPerSecond),
  );
console.log(`  load generator  : ${fmt(generatorBid, 1)} µs of CPU per slip sent, ${fmt(generatorHello, 1)} per hello-world request (${generator.name})`);
// What else the bids cost on this machine: PostgreSQL's processes, and how busy all cores were (the load generator too).
if (usePg) {
  const measured = rounds.every((x) => x.dbMs !== undefined);
  const perBid = measured
    ? `${fmt(
        (sum((x) => x.dbMs!) * 1000) /
          Math.max(
            1,
            sum((x) => x.accepted),
          ),
      )} µs per bid`
    : 'n/a';
  console.log(`  database CPU    : ${perBid} (the PostgreSQL servers on this machine${measured ? '' : ': none found'})`);
}
console.log(
  `  machine busy    : ${fmt(
    (100 * sum((x) => x.machine.busy)) /
      Math.max(
        1,
        sum((x) => x.machine.total),
      ),
  )} % of ${availableParallelism()} cores during the bid rounds`,
);
console.log(`  ratio           : ${fmt(ratio, 3)} of hello-world (goal >= ${goal.ratio} with p99 <= ${goal.p99} ms)`);
if (others.length > 0) console.log(`  other replies   : the first was ${others[0]!.otherSample}`);

const check = await open();
const stored = await check.db
  .selectFrom('bids')
  .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('points').as('points')])
  .executeTakeFirstOrThrow();
const stakes = await sql<{ total: number }>`select coalesce(sum(amount), 0) as total from ledger_entries where entry_type = 'bid_stake'`.execute(check.db);
const mismatched = await sql<{ n: number }>`select count(*) as n from wallets w
  where w.balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.user_id = w.user_id)`.execute(check.db);
await check.close();
rmSync(dataDir, { recursive: true, force: true });
if (usePg) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`drop schema ${schema} cascade`);
  await client.end();
}
const staked = -Number(stakes.rows[0]?.total);
// Slips in flight when a round ends are stored but their replies are not counted: at most one per connection.
const inFlight = Number(stored.n) - accepted;
const ok = inFlight >= 0 && inFlight <= CONCURRENCY * (ROUNDS + 1) && staked === Number(stored.points) && Number(mismatched.rows[0]?.n) === 0;
console.log(
  `  ledger check    : ${ok ? 'OK' : 'MISMATCH'} (${stored.n} bids stored, ${inFlight} of them in flight at a round's end, stakes ${staked / 100} = bid points ${Number(stored.points ?? 0) / 100}, ` +
    `wallets off their ledger: ${mismatched.rows[0]?.n})`,
);
process.exit(ok ? 0 : 1);
