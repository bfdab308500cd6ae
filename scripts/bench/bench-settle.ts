/**
 * bench:settle - settles a market day holding 1,000,000 bids (BENCH_BIDS) through the operator's real result
 * endpoints on the embedded SQLite database, prints the seconds each declaration took, then checks the money:
 * the wins credited equal the won bids' payouts and every wallet equals its ledger.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
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

const dataDir = mkdtempSync(join(tmpdir(), 'bench-settle-'));
const database = await openDatabase({ dataDir });
const raw = database.sqlite!;
const now = T('10:00');

console.log(`bench:settle  seeding ${BIDS.toLocaleString('en')} bids from ${PLAYERS.toLocaleString('en')} players ...`);
const seedStart = performance.now();
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
    const userId = 2 + (s % PLAYERS);
    slip.run(s + 1, userId, DATE, PER_SLIP * 500, now);
    for (let j = 0; j < PER_SLIP; j += 1) {
      const i = s * PER_SLIP + j;
      const [type, label, session, digits, closedigits, r1, r2] = kinds[i % kinds.length]!(i);
      bid.run(s + 1, userId, DATE, type, label, session, digits, closedigits, r1, r2, now);
    }
  }
})();
raw.pragma('wal_checkpoint(TRUNCATE)');
console.log(`  seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

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
console.log(`  total        : ${(open.seconds + close.seconds).toFixed(2)} s to settle ${BIDS.toLocaleString('en')} bids (goal: under 10 s)`);
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
const ok = Number(wins.rows[0]?.n) === Number(payouts.rows[0]?.n) && Number(off.rows[0]?.n) === 0 && close.report.bids.pending === 0;
console.log(
  `  money check  : ${ok ? 'OK' : 'MISMATCH'} (wins credited ${Number(wins.rows[0]?.n) / 100} = payouts ${Number(payouts.rows[0]?.n) / 100}, wallets off their ledger: ${off.rows[0]?.n})`,
);
process.exit(ok ? 0 : 1);
