/**
 * bench:bids - many players submit single-entry Single Ank slips at once to the real server over loopback, driven
 * by autocannon; the same generator's hello-world (plain node:http) runs in the same invocation for the ratio.
 * Prints accepted bids/s, p50/p99 and the ratio, then checks that the ledger matches the bids.
 * `--db pg` runs against PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test, in a schema
 * of its own, dropped after); the default is the embedded SQLite (synchronous=FULL).
 * Each slip carries a fresh Idempotency-Key, as the player app sends one with every slip (BENCH_KEYS=0 sends none).
 * Options: BENCH_SECONDS (10), BENCH_CONCURRENCY (64), BENCH_PLAYERS (500), BENCH_KEYS (1), BENCH_PROFILE (a
 * directory: CPU profile of the server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../server/db/database.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { createUser } from '../../server/modules/auth/users.ts';
import { credit } from '../../server/modules/wallet/ledger.ts';
import { freePort, start, waitFor } from '../../tests/helpers/processes.ts';
import { fmt, helloWorld, runLoad } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
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

const baseline = await helloWorld(CONCURRENCY, SECONDS);

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

let accepted = 0;
let refused = 0;
let sent = 0;
const other = new Map<string, number>();
const bids = await runLoad({
  url: `http://127.0.0.1:${port}/api/api-submit-bid`,
  method: 'POST',
  serverPid: server.child.pid,
  connections: CONCURRENCY,
  seconds: SECONDS,
  next: () => {
    sent += 1;
    const slip = {
      gameid: String(market.id),
      Gamename: 'BENCH',
      pana: 'Single Ank',
      session: 'Open',
      totalbit: 5,
      result: [{ points: 5, digits: String(sent % 10), session: 'Open', closedigits: '' }],
    };
    return {
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[sent % tokens.length]}`,
        ...(KEYS ? { 'idempotency-key': `bench-${process.pid}-${sent}` } : {}),
      },
      body: JSON.stringify({ new_result: slip }),
    };
  },
  onReply: (status, body) => {
    if (status === 200 && body.startsWith('{"status":true')) accepted += 1;
    else {
      refused += 1;
      const key = `${status} ${body.slice(0, 80)}`;
      other.set(key, (other.get(key) ?? 0) + 1);
    }
  },
});
await server.stop('SIGTERM');

const engine = usePg ? 'PostgreSQL' : 'SQLite synchronous=FULL';
const bidsPerSecond = accepted / SECONDS;
const ratio = bidsPerSecond / baseline.requestsPerSecond;
const goal = usePg ? { ratio: 0.15, p99: 100 } : { ratio: 0.25, p99: 50 };
const keys = KEYS ? 'an Idempotency-Key per slip' : 'no Idempotency-Key';
console.log(`bench:bids  ${engine}, autocannon, ${CONCURRENCY} connections, ${PLAYERS} players, ${keys}, ${SECONDS}s each`);
console.log(`  hello-world     : ${fmt(baseline.requestsPerSecond)} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`);
console.log(`  accepted bids/s : ${fmt(bidsPerSecond)}   (${accepted} accepted, ${refused} other, ${bids.errors} errors)`);
console.log(`  latency p50/p99 : ${bids.p50} ms / ${bids.p99} ms`);
// CPU time per request moves far less with the machine's other work than requests per second do.
const cpuBid = (bids.cpuPerRequest ?? 0) * (bids.requestsPerSecond / Math.max(1, bidsPerSecond));
console.log(`  server CPU      : ${fmt(cpuBid)} µs per bid, hello-world ${fmt(baseline.cpuPerRequest ?? 0, 1)} µs per request`);
console.log(`  ratio           : ${fmt(ratio, 3)} of hello-world (goal >= ${goal.ratio} with p99 <= ${goal.p99} ms)`);
for (const [k, n] of other) console.log(`  other reply x${n}: ${k}`);

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
// Slips in flight when the run ends are stored but their replies are not counted: at most one per connection.
const inFlight = Number(stored.n) - accepted;
const ok = inFlight >= 0 && inFlight <= CONCURRENCY && staked === Number(stored.points) && Number(mismatched.rows[0]?.n) === 0;
console.log(
  `  ledger check    : ${ok ? 'OK' : 'MISMATCH'} (${stored.n} bids stored, ${inFlight} of them in flight at the end, stakes ${staked / 100} = bid points ${Number(stored.points ?? 0) / 100}, ` +
    `wallets off their ledger: ${mismatched.rows[0]?.n})`,
);
process.exit(ok ? 0 : 1);
