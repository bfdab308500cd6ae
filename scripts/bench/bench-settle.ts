/**
 * bench:settle - settles a market day holding 1,000,000 bids (BENCH_BIDS) through the operator's real result
 * endpoints on the embedded SQLite database (or PostgreSQL with `--db pg`, BENCH_PG_URL, in a schema of its own),
 * prints the seconds each declaration took and, as the same-run baseline, how long the database took to write the
 * bids themselves (one set-based insert), then checks the money: the wins credited equal the won bids' payouts and
 * every wallet equals its ledger.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { PANNAS } from '../../sdk/pannas.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { ManualClock } from '../../server/lib/clock.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';

const BIDS = Number(process.env.BENCH_BIDS ?? 1_000_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20_000);
const PER_SLIP = 10;
const DATE = '2026-11-23';
const T = (hhmm: string) => Date.parse(`${DATE}T${hhmm}:00+05:30`);

const usePg = process.argv.includes('--db') && process.argv[process.argv.indexOf('--db') + 1] === 'pg';
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_settle_${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-settle-'));
const database = usePg ? await openDatabase({ databaseUrl: PG_URL, pgSchema: schema }) : await openDatabase({ dataDir });
const now = T('10:00');

console.log(`bench:settle  ${usePg ? 'PostgreSQL' : 'SQLite'}: seeding ${BIDS.toLocaleString('en')} bids from ${PLAYERS.toLocaleString('en')} players ...`);
const seedStart = performance.now();
let bidsInsertSeconds = 0;
if (usePg) bidsInsertSeconds = await seedPostgres(database.pool!);
else seedSqlite(database.sqlite!);
console.log(`  seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

function seedSqlite(raw: SQLite.Database) {
  raw.transaction(() => {
    raw
      .prepare(
        `insert into markets (id, family, name, open_time, open_result_time, close_time, close_result_time, weekdays, active, sort_order, created_at, updated_at)
    values (1, 'daily', 'BENCH', '15:45', '16:00', '17:45', '18:00', '[0,1,2,3,4,5,6]', 1, 0, ?, ?)`,
      )
      .run(now, now);
    raw
      .prepare(
        `insert into users (id, name, username, username_key, mobile, password_hash, role, status, created_at, updated_at)
    values (1, 'Operator', 'operator', 'operator', '9999999999', 'unused', 'operator', 'active', ?, ?)`,
      )
      .run(now, now);
    const user = raw.prepare(`insert into users (id, name, username, username_key, mobile, password_hash, role, status, created_at, updated_at)
    values (?, ?, ?, ?, ?, 'unused', 'player', 'active', ?, ?)`);
    const wallet = raw.prepare('insert into wallets (user_id, balance, updated_at) values (?, 100000000, ?)');
    const entry = raw.prepare(`insert into ledger_entries (user_id, entry_type, amount, balance_after, ref_type, ref_id, note, created_at)
    values (?, 'adjustment', 100000000, 100000000, 'adjustment', ?, 'bench funding', ?)`);
    for (let i = 2; i < PLAYERS + 2; i += 1) {
      user.run(i, `Player ${i}`, `p${i}`, `p${i}`, String(8000000000 + i), now, now);
      wallet.run(i, now);
      entry.run(i, `seed-${i}`, now);
    }
    const slip = raw.prepare('insert into bid_slips (id, user_id, market_id, market_date, total, created_at) values (?, ?, 1, ?, ?, ?)');
    const bid =
      raw.prepare(`insert into bids (slip_id, user_id, market_id, market_date, bid_type, label, session, digits, closedigits, points, rate_1, rate_2, status, win_amount, created_at)
    values (?, ?, 1, ?, ?, ?, ?, ?, ?, 500, ?, ?, 'pending', 0, ?)`);
    const kinds: Array<(i: number) => [string, string, string, string, string, number, number]> = [
      (i) => ['single_digit', 'Single Ank', 'open', String(i % 10), '', 10, 95],
      (i) => ['single_digit', 'Single Ank', 'close', String((i >> 3) % 10), '', 10, 95],
      (i) => ['jodi', 'Jodi', '', String(i % 100).padStart(2, '0'), '', 10, 950],
      (i) => ['single_pana', 'Single Pana', i % 2 ? 'open' : 'close', PANNAS[i % 120]!.panna, '', 10, 1400],
      (i) => ['half_sangam_open', 'Half Sangam', 'open', String(i % 10), PANNAS[i % 220]!.panna, 10, 10000],
      (i) => ['full_sangam', 'Full Sangam', '', PANNAS[i % 220]!.panna, PANNAS[(i * 7) % 220]!.panna, 10, 100000],
    ];
    for (let s = 0; s < BIDS / PER_SLIP; s += 1) {
      slip.run(s + 1, 2 + (s % PLAYERS), DATE, PER_SLIP * 500, now);
    }
    const t0 = performance.now();
    for (let s = 0; s < BIDS / PER_SLIP; s += 1) {
      const userId = 2 + (s % PLAYERS);
      for (let j = 0; j < PER_SLIP; j += 1) {
        const i = s * PER_SLIP + j;
        const [type, label, session, digits, closedigits, r1, r2] = kinds[i % kinds.length]!(i);
        bid.run(s + 1, userId, DATE, type, label, session, digits, closedigits, r1, r2, now);
      }
    }
    bidsInsertSeconds = (performance.now() - t0) / 1000;
  })();
  raw.pragma('wal_checkpoint(TRUNCATE)');
}

/** The same data as seedSqlite, written by set-based statements; answers the seconds the bids' insert took. */
async function seedPostgres(pool: pg.Pool): Promise<number> {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  await q(
    `insert into markets (id, family, name, open_time, open_result_time, close_time, close_result_time, weekdays, active, sort_order,
    created_at, updated_at) values (1, 'daily', 'BENCH', '15:45', '16:00', '17:45', '18:00', '[0,1,2,3,4,5,6]', 1, 0, $1, $1)`,
    [now],
  );
  await q(
    `insert into users (id, name, username, username_key, mobile, password_hash, role, status, created_at, updated_at)
    values (1, 'Operator', 'operator', 'operator', '9999999999', 'unused', 'operator', 'active', $1, $1)`,
    [now],
  );
  await q(
    `insert into users (id, name, username, username_key, mobile, password_hash, role, status, created_at, updated_at)
    select i, 'Player ' || i, 'p' || i, 'p' || i, (8000000000 + i)::text, 'unused', 'player', 'active', $1, $1
    from generate_series(2, $2::int + 1) i`,
    [now, PLAYERS],
  );
  await q(`select setval(pg_get_serial_sequence('users', 'id'), $1::int + 2)`, [PLAYERS]);
  await q(`insert into wallets (user_id, balance, updated_at) select i, 100000000, $1 from generate_series(2, $2::int + 1) i`, [now, PLAYERS]);
  await q(
    `insert into ledger_entries (user_id, entry_type, amount, balance_after, ref_type, ref_id, note, created_at)
    select i, 'adjustment', 100000000, 100000000, 'adjustment', 'seed-' || i, 'bench funding', $1 from generate_series(2, $2::int + 1) i`,
    [now, PLAYERS],
  );
  await q(
    `insert into bid_slips (id, user_id, market_id, market_date, total, created_at)
    select s + 1, 2 + s % $1::int, 1, $2, ${PER_SLIP * 500}, $3 from generate_series(0, $4::int - 1) s`,
    [PLAYERS, DATE, now, BIDS / PER_SLIP],
  );
  const t0 = performance.now();
  await q(
    `insert into bids (slip_id, user_id, market_id, market_date, bid_type, label, session, digits, closedigits, points, rate_1, rate_2,
      status, win_amount, created_at)
    select i / ${PER_SLIP} + 1, 2 + (i / ${PER_SLIP}) % $1::int, 1, $2,
      (array['single_digit', 'single_digit', 'jodi', 'single_pana', 'half_sangam_open', 'full_sangam'])[1 + i % 6],
      (array['Single Ank', 'Single Ank', 'Jodi', 'Single Pana', 'Half Sangam', 'Full Sangam'])[1 + i % 6],
      case i % 6 when 0 then 'open' when 1 then 'close' when 3 then (case when i % 2 = 1 then 'open' else 'close' end)
        when 4 then 'open' else '' end,
      case i % 6 when 0 then (i % 10)::text when 1 then ((i >> 3) % 10)::text when 2 then lpad((i % 100)::text, 2, '0')
        when 3 then ($3::text[])[1 + i % 120] when 4 then (i % 10)::text else ($3::text[])[1 + i % 220] end,
      case i % 6 when 4 then ($3::text[])[1 + i % 220] when 5 then ($3::text[])[1 + (i * 7) % 220] else '' end,
      500, 10, (array[95, 95, 950, 1400, 10000, 100000])[1 + i % 6], 'pending', 0, $4
    from generate_series(0, $5::int - 1) i`,
    [PLAYERS, DATE, PANNAS.map((p) => p.panna), now, BIDS],
  );
  const seconds = (performance.now() - t0) / 1000;
  await q('analyze');
  return seconds;
}

const clock = new ManualClock(T('16:00'));
const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: '/nonexistent' });
const app = await buildApp({ config, database, clock, logger: false });
const { token } = await createSession(database.db, 1, clock.now());
const declare = async (session: 'open' | 'close', panna: string) => {
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/markets/1/days/${DATE}/results`,
    headers: { authorization: `Bearer ${token}` },
    payload: { session, panna },
  });
  const seconds = (performance.now() - t0) / 1000;
  if (res.statusCode !== 200) throw new Error(`declare ${session} failed: ${res.statusCode} ${res.body}`);
  return { seconds, report: res.json() as { bids: { won: number; lost: number; pending: number; paid: number } } };
};

const open = await declare('open', '128');
clock.set(T('18:00'));
const close = await declare('close', '370');
console.log(`  open result  : ${open.seconds.toFixed(2)} s`);
console.log(`  close result : ${close.seconds.toFixed(2)} s`);
const goal = usePg ? 15 : 5;
console.log(`  total        : ${(open.seconds + close.seconds).toFixed(2)} s to settle ${BIDS.toLocaleString('en')} bids (goal: <= ${goal} s)`);
console.log(
  `  baseline     : the same database wrote these bids in ${bidsInsertSeconds.toFixed(2)} s (one insert of every row); ` +
    `settling took ${((open.seconds + close.seconds) / bidsInsertSeconds).toFixed(2)} times that`,
);
console.log(
  `  outcome      : ${close.report.bids.won} won, ${close.report.bids.lost} lost, ${close.report.bids.pending} pending; ${close.report.bids.paid} points paid`,
);

const wins = await sql<{ n: number }>`select coalesce(sum(amount), 0) as n from ledger_entries where entry_type = 'win'`.execute(database.db);
const payouts = await sql<{ n: number }>`select coalesce(sum(win_amount), 0) as n from bids where status = 'won'`.execute(database.db);
const off = await sql<{ n: number }>`select count(*) as n from wallets w
  where w.balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.user_id = w.user_id)`.execute(database.db);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
if (usePg) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`drop schema ${schema} cascade`);
  await client.end();
}
const ok = Number(wins.rows[0]?.n) === Number(payouts.rows[0]?.n) && Number(off.rows[0]?.n) === 0 && close.report.bids.pending === 0;
console.log(
  `  money check  : ${ok ? 'OK' : 'MISMATCH'} (wins credited ${Number(wins.rows[0]?.n) / 100} = payouts ${Number(payouts.rows[0]?.n) / 100}, wallets off their ledger: ${off.rows[0]?.n})`,
);
process.exit(ok ? 0 : 1);
