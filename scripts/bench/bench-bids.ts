/**
 * bench:bids - many players submit single-entry bids at once to the real server (embedded SQLite, durable
 * commits: synchronous=FULL) over loopback. Prints accepted bids/s and p50/p99 latency, then checks that the
 * ledger matches the bids. Options: BENCH_SECONDS (10), BENCH_CONCURRENCY (64), BENCH_PLAYERS (500).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { createUser } from '../../server/modules/auth/users.ts';
import { credit } from '../../server/modules/wallet/ledger.ts';
import { freePort, start, waitFor } from '../../tests/helpers/processes.ts';
import { percentile, runLoad } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 500);
const START = Date.parse('2026-11-23T10:00:00+05:30');

const dataDir = mkdtempSync(join(tmpdir(), 'bench-bids-'));
const database = await openDatabase({ dataDir });
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
  const id = await createUser(
    db,
    { name: `Bench Player ${i}`, username: `bench_${i}`, mobile: String(8000000000 + i), passwordHash: 'unused', role: 'player' },
    now,
  );
  await db
    .transaction()
    .execute((trx) =>
      credit(trx, { userId: id, type: 'adjustment', amount: 100_000_000, refType: 'adjustment', refId: `bench-${i}`, note: 'bench funding', now }),
    );
  tokens.push((await createSession(db, id, START)).token);
}
await database.close();

const port = await freePort();
const profile = process.env.BENCH_PROFILE ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const server = start(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  CLOCK_START: new Date(START).toISOString(),
});
await waitFor(`http://127.0.0.1:${port}/api/health`, server);

let accepted = 0;
let refused = 0;
const other = new Map<string, number>();
const result = await runLoad({
  port,
  path: '/api/api-submit-bid',
  concurrency: CONCURRENCY,
  seconds: SECONDS,
  body: (i) => ({
    token: tokens[i % tokens.length]!,
    payload: JSON.stringify({
      new_result: {
        gameid: String(market.id),
        Gamename: 'BENCH',
        pana: 'Single Ank',
        session: 'Open',
        totalbit: 5,
        result: [{ points: 5, digits: String(i % 10), session: 'Open', closedigits: '' }],
      },
    }),
  }),
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

const sorted = [...result.latenciesMs].sort((a, b) => a - b);
console.log(`bench:bids  SQLite synchronous=FULL, ${CONCURRENCY} connections, ${PLAYERS} players, ${SECONDS}s`);
console.log(`  accepted bids/s : ${(accepted / result.seconds).toFixed(0)}   (${accepted} accepted, ${refused} other)`);
console.log(`  latency p50/p99 : ${percentile(sorted, 50).toFixed(1)} ms / ${percentile(sorted, 99).toFixed(1)} ms`);
for (const [k, n] of other) console.log(`  other reply x${n}: ${k}`);

const check = await openDatabase({ dataDir });
const bids = await check.db
  .selectFrom('bids')
  .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('points').as('points')])
  .executeTakeFirstOrThrow();
const stakes = await sql<{ total: number }>`select coalesce(sum(amount), 0) as total from ledger_entries where entry_type = 'bid_stake'`.execute(check.db);
const mismatched = await sql<{ n: number }>`select count(*) as n from wallets w
  where w.balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.user_id = w.user_id)`.execute(check.db);
await check.close();
rmSync(dataDir, { recursive: true, force: true });
const ok = Number(bids.n) === accepted && -Number(stakes.rows[0]?.total) === Number(bids.points) && Number(mismatched.rows[0]?.n) === 0;
console.log(
  `  ledger check    : ${ok ? 'OK' : 'MISMATCH'} (${bids.n} bids stored, stakes ${-Number(stakes.rows[0]?.total) / 100} = bid points ${Number(bids.points) / 100}, wallets off their ledger: ${mismatched.rows[0]?.n})`,
);
process.exit(ok ? 0 : 1);
