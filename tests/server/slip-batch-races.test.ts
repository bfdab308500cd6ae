/**
 * Slips written in batches, against what can happen between a batch's read of the facts and its write: a result
 * declared, a day cancelled or made a holiday. And what every batch must keep: a multi-bid slip's ids in entry order,
 * a retried key answering exactly its first reply whatever the balance, one key sent to two processes at once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import * as net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { ManualClock } from '../../server/lib/clock.ts';
import type { SlipRequest } from '../../server/modules/bids/slip-writer.ts';
import { createApiClient } from '../../sdk/index.ts';
import {
  bid,
  createMarket,
  declare,
  type Entry,
  fund,
  ist,
  makeOperator,
  type Player,
  registerAndLogin,
  slipBody,
  starlineBid,
  type TestApp,
} from '../helpers/betting.ts';
import { dialects, startTestApp, TEST_APP_KEY, TEST_PASSWORD_COST } from '../helpers/test-app.ts';

const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const TIMES: [string, string, string, string] = ['15:45', '16:00', '17:45', '18:00'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function moneyAddsUp(t: TestApp) {
  const off = await sql<{ n: number }>`select count(*) as n from wallets w
    where w.balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.user_id = w.user_id)`.execute(t.database.db);
  const stakes = await sql<{ s: number }>`select coalesce(-sum(amount), 0) as s from ledger_entries where entry_type = 'bid_stake'`.execute(t.database.db);
  const bids = await sql<{ s: number }>`select coalesce(sum(points), 0) as s from bids`.execute(t.database.db);
  expect(Number(off.rows[0]!.n)).toBe(0);
  expect(Number(stakes.rows[0]!.s)).toBe(Number(bids.rows[0]!.s));
}

const slipsOf = async (t: TestApp, p: Player) =>
  Number((await sql<{ n: number }>`select count(*) as n from bid_slips where user_id = ${Number(p.userId)}`.execute(t.database.db)).rows[0]!.n);

/** Sets a wallet to `hundredths` with a matching ledger entry, so the money still adds up. */
async function setBalance(t: TestApp, p: Player, hundredths: number) {
  const userId = Number(p.userId);
  const { balance } = await t.database.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow();
  if (balance === hundredths) return;
  await t.database.db.updateTable('wallets').set({ balance: hundredths }).where('user_id', '=', userId).execute();
  await t.database.db
    .insertInto('ledger_entries')
    .values({
      user_id: userId,
      entry_type: 'adjustment',
      amount: hundredths - Number(balance),
      balance_after: hundredths,
      ref_type: 'adjustment',
      ref_id: 'test',
      note: 'test balance',
      created_at: Date.now(),
    })
    .execute();
}

describe.skipIf(!inject('pgUrl'))('a PostgreSQL batch and what is committed between its facts and its write', () => {
  let t: TestApp;
  let operator: Player;
  let hook: ((slips: SlipRequest[]) => Promise<void>) | undefined;
  beforeAll(async () => {
    t = await startTestApp('postgres', { hooks: { beforeSlipBatchWrite: (slips) => hook?.(slips) ?? Promise.resolve() } });
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  const player = async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    return p;
  };

  /**
   * Sends `gate`'s slip first and holds its batch until every other slip has queued, so that those go together in
   * the next batch; `meanwhile` runs once that next batch has read its facts, before it writes.
   */
  async function inOneBatch<T>(gate: () => Promise<unknown>, gateUser: string, others: () => Promise<T>, meanwhile: () => Promise<void>) {
    let ran = 0;
    hook = async (slips) => {
      if (slips.some((s) => String(s.userId) === gateUser)) {
        await sleep(600);
        return;
      }
      if (slips.length === 0) return;
      hook = undefined;
      ran = slips.length;
      await meanwhile();
    };
    const gated = gate();
    await sleep(50);
    const replies = await others();
    await gated;
    hook = undefined;
    return { replies, batched: ran };
  }

  it('an open result declared meanwhile refuses the slips closing at the open cut-off (Jodi, Sangams, Open), not the others', async () => {
    t.clock.set(ist(`${MONDAY}T15:40:00`));
    const market = await createMarket(operator, 'OPEN RACE', TIMES);
    const elsewhere = await createMarket(operator, 'OPEN RACE GATE', ['20:00', '20:15', '21:00', '21:15']);
    const slot = await createMarket(operator, '05:00 PM', ['17:00', '17:00', '17:00', '17:00'], 'starline');
    const [gate, jodi, half, full, open, close, star, mixed] = await Promise.all(Array.from({ length: 8 }, player));
    const { replies, batched } = await inOneBatch(
      () => bid(gate!, elsewhere, 'Single Ank', 'Open', [{ points: 10, digits: 1 }]),
      gate!.userId,
      () =>
        Promise.all([
          bid(jodi!, market, 'Jodi', '', [{ points: 10, digits: '12' }]),
          bid(half!, market, 'Half Sangam', 'Open', [{ points: 10, digits: '1', closedigits: '370' }]),
          bid(full!, market, 'Full Sangam', '', [{ points: 10, digits: '128', closedigits: '370' }]),
          bid(open!, market, 'Single Ank', 'Open', [{ points: 10, digits: 2 }]),
          bid(close!, market, 'Single Ank', 'Close', [{ points: 10, digits: 3 }]),
          starlineBid(star!, slot, 'Single Ank', [{ points: 10, digits: '4' }]),
          // One slip of Close bids and one Open bid: the Open one closes the whole slip.
          bid(mixed!, market, 'Single Ank', 'Close', [
            { points: 10, digits: 5, session: 'Close' },
            { points: 10, digits: 6, session: 'Open' },
          ]),
        ]),
      async () => {
        t.clock.set(ist(`${MONDAY}T15:50:00`));
        const declared = await declare(operator, market, MONDAY, 'open', '128');
        expect(declared.response.status, JSON.stringify(declared.error)).toBe(200);
      },
    );
    expect(batched).toBe(7);
    const codes = replies.map((r) => r.data?.code);
    expect(codes).toEqual(['BETTING_CLOSED', 'BETTING_CLOSED', 'BETTING_CLOSED', 'BETTING_CLOSED', 'OK', 'OK', 'BETTING_CLOSED']);
    expect(await Promise.all([jodi, half, full, open, close, star, mixed].map((p) => slipsOf(t, p!)))).toEqual([0, 0, 0, 0, 1, 1, 0]);
    await moneyAddsUp(t);
  });

  it('a day cancelled meanwhile refuses every slip of that day; a holiday made meanwhile refuses the slips of its day', async () => {
    t.clock.set(ist(`${TUESDAY}T10:00:00`));
    const cancelled = await createMarket(operator, 'CANCEL RACE', TIMES);
    const holiday = await createMarket(operator, 'HOLIDAY RACE', TIMES);
    const other = await createMarket(operator, 'UNTOUCHED', TIMES);
    const [gate, a, b, c, d] = await Promise.all(Array.from({ length: 5 }, player));
    // The cancelled day has a bid already (a day with bids is cancelled, not made a holiday).
    expect((await bid(a!, cancelled, 'Single Ank', 'Close', [{ points: 10, digits: 1 }])).data?.status).toBe(true);
    const { replies, batched } = await inOneBatch(
      () => bid(gate!, other, 'Single Ank', 'Open', [{ points: 10, digits: 1 }]),
      gate!.userId,
      () =>
        Promise.all([
          bid(b!, cancelled, 'Single Ank', 'Close', [{ points: 10, digits: 2 }]),
          bid(c!, holiday, 'Single Pana', 'Open', [{ points: 10, digits: '128' }]),
          bid(d!, other, 'Single Ank', 'Open', [{ points: 10, digits: 3 }]),
        ]),
      async () => {
        const res = await operator.api.POST('/admin/markets/{market_id}/days/{date}/cancel', {
          params: { path: { market_id: cancelled, date: TUESDAY } },
          body: { reason: 'source unavailable' },
        });
        expect(res.response.status, JSON.stringify(res.error)).toBe(200);
        const hol = await operator.api.PUT('/admin/markets/{market_id}/holidays/{date}', { params: { path: { market_id: holiday, date: TUESDAY } } });
        expect(hol.response.status, JSON.stringify(hol.error)).toBe(200);
      },
    );
    expect(batched).toBe(3);
    expect(replies.map((r) => r.data?.code)).toEqual(['BETTING_CLOSED', 'BETTING_CLOSED', 'OK']);
    expect(await Promise.all([b, c, d].map((p) => slipsOf(t, p!)))).toEqual([0, 0, 1]);
    await moneyAddsUp(t);
  });
});

describe.each(dialects())('slips of a batch on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  let game: string;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    operator = await makeOperator(t);
    game = await createMarket(operator, 'ORDER MARKET', TIMES);
  });
  afterAll(async () => t?.close());

  const player = async (points: number) => {
    const p = await registerAndLogin(t);
    if (points > 0) await fund(operator, p, points);
    return p;
  };

  it.skipIf(skip)("a multi-bid slip's ids follow its entries, in the reply and in the stored bids", async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => player(1000)));
    const entries: Entry[][] = players.map((_, i) => [9, 3, 7, 1, 5, 0, 8].map((d, k) => ({ points: 10 + k + i, digits: (d + i) % 10 })));
    const replies = await Promise.all(players.map((p, i) => bid(p, game, 'Single Ank', 'Open', entries[i]!, { 'Idempotency-Key': `order-key-${i}` })));
    for (const [i, r] of replies.entries()) {
      expect(r.data?.status, JSON.stringify(r.error ?? r.data)).toBe(true);
      const ids = (r.data!.bid_tx_ids ?? []).map(Number);
      const rows = await t.database.db.selectFrom('bids').select(['id', 'digits', 'points']).where('id', 'in', ids).execute();
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      expect(ids.map((id) => byId.get(id)?.digits)).toEqual(entries[i]!.map((e) => String(e.digits)));
      expect(ids.map((id) => Number(byId.get(id)?.points))).toEqual(entries[i]!.map((e) => e.points * 100));
      // Entry order is also id order.
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    }
  });

  it.skipIf(skip)('a retried key answers exactly its first reply, whatever the balance (12345.67, 0.5, 1000000, 0)', async () => {
    const cases = [
      { start: 1234567 + 1000, stake: 10, left: 12345.67 },
      { start: 1050, stake: 10, left: 0.5 },
      { start: 100000000 + 1000, stake: 10, left: 1000000 },
      { start: 1000, stake: 10, left: 0 },
      { start: 1000001 + 2000, stake: 20, left: 10000.01 },
    ];
    const players = await Promise.all(cases.map(() => player(0)));
    await Promise.all(players.map((p, i) => setBalance(t, p, cases[i]!.start)));
    const send = (p: Player, i: number) =>
      bid(p, game, 'Single Ank', 'Close', [{ points: cases[i]!.stake, digits: i }], { 'Idempotency-Key': `exact-key-${i}` });
    const first = await Promise.all(players.map(send));
    const again = await Promise.all(players.map(send));
    for (const [i, r] of first.entries()) {
      expect(r.data, JSON.stringify(r.error)).toMatchObject({ status: true, wallet_balance: cases[i]!.left });
      expect(again[i]!.data).toStrictEqual(r.data);
      expect(typeof r.data!.bid_tx_ids?.[0]).toBe('string');
    }
    expect(await Promise.all(players.map((p) => slipsOf(t, p)))).toEqual(players.map(() => 1));
    await moneyAddsUp(t);
  });
});

describe.skipIf(!inject('pgUrl'))('one key sent to two PostgreSQL processes at once', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let operator: Player;
  let game: string;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    const config = loadConfig({ APP_KEY: TEST_APP_KEY, WEB_DIST: '/nonexistent', DATA_DIR: t.dataDir });
    other = await buildApp({ config, database: t.database, clock: t.clock, passwordCost: TEST_PASSWORD_COST, logger: false });
    await other.listen({ port: 0, host: '127.0.0.1' });
    operator = await makeOperator(t);
    game = await createMarket(operator, 'TWO PROCESSES', TIMES);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('answers both with one reply and places the slip once, among other slips', async () => {
    const address = other.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const players = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const p = await registerAndLogin(t);
        await fund(operator, p, 1000);
        return p;
      }),
    );
    for (let round = 0; round < 12; round += 1) {
      const sends = players.flatMap((p, i) => {
        const body = slipBody(game, 'Single Ank', 'Open', [{ points: 10, digits: (i + round) % 10 }]);
        const headers = { 'Idempotency-Key': `both-${round}-${i}` };
        const there = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, token: p.token });
        return [p.api.POST('/api-submit-bid', { body, headers }), there.POST('/api-submit-bid', { body, headers })];
      });
      const replies = await Promise.all(sends);
      for (let i = 0; i < players.length; i += 1) {
        expect(replies[2 * i]!.data?.status).toBe(true);
        expect(replies[2 * i + 1]!.data).toStrictEqual(replies[2 * i]!.data);
      }
    }
    expect(await Promise.all(players.map((p) => slipsOf(t, p)))).toEqual(players.map(() => 12));
    await moneyAddsUp(t);
  });
});

describe.skipIf(!inject('pgUrl'))('a keyed slip batched in one PostgreSQL process and placed alone in another', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let operator: Player;
  let game: string;
  let hook: ((slips: SlipRequest[]) => Promise<void>) | undefined;
  beforeAll(async () => {
    t = await startTestApp('postgres', { hooks: { beforeSlipBatchWrite: (slips) => hook?.(slips) ?? Promise.resolve() } });
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    const config = loadConfig({ APP_KEY: TEST_APP_KEY, WEB_DIST: '/nonexistent', DATA_DIR: t.dataDir });
    other = await buildApp({ config, database: t.database, clock: t.clock, passwordCost: TEST_PASSWORD_COST, logger: false });
    await other.listen({ port: 0, host: '127.0.0.1' });
    operator = await makeOperator(t);
    game = await createMarket(operator, 'BATCHED AND ALONE', TIMES);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  /** Slip statements (batched or alone) waiting for a lock. */
  const waiting = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from pg_stat_activity
          where cardinality(pg_blocking_pids(pid)) > 0 and query like '%open_slip%'`.execute(t.database.db)
      ).rows[0]!.n,
    );

  it('is placed once and both get its one reply (the alone path must not delete the batch’s fresh key row)', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    const userId = Number(p.userId);
    const address = other.server.address();
    const there = createApiClient({ baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`, token: p.token });
    const body = slipBody(game, 'Single Ank', 'Open', [{ points: 10, digits: 4 }]);
    const headers = { 'Idempotency-Key': 'batched-and-alone-1' };

    // Someone (a deposit, a settlement) holds the wallet for a moment, so both writes queue behind it.
    const holder = await t.database.pool!.connect();
    try {
      await holder.query('begin');
      await holder.query('select balance from wallets where user_id = $1 for update', [userId]);
      // Once this process has read its facts, the player sets a limit: the other process places the slip alone.
      hook = async (slips) => {
        if (!slips.some((s) => s.userId === userId)) return;
        hook = undefined;
        await t.database.db.insertInto('protection_limits').values({ user_id: userId, kind: 'deposit_day', amount: null, updated_at: 0 }).execute();
      };
      const here = p.api.POST('/api-submit-bid', { body, headers });
      await vi.waitFor(async () => expect(await waiting()).toBe(1), { timeout: 10_000 });
      const elsewhere = there.POST('/api-submit-bid', { body, headers });
      await vi.waitFor(async () => expect(await waiting()).toBe(2), { timeout: 10_000 });
      await holder.query('commit');
      const [a, b] = await Promise.all([here, elsewhere]);
      expect(a.data).toMatchObject({ status: true });
      expect(b.data).toStrictEqual(a.data);
      expect(await slipsOf(t, p)).toBe(1);
      await moneyAddsUp(t);
    } finally {
      holder.release();
    }
  });
});

describe.skipIf(!inject('pgUrl'))('a PostgreSQL batch of slips while another market is settled', () => {
  let t: TestApp;
  let operator: Player;
  let hook: ((slips: SlipRequest[]) => Promise<void>) | undefined;
  beforeAll(async () => {
    t = await startTestApp('postgres', { hooks: { beforeSlipBatchWrite: (slips) => hook?.(slips) ?? Promise.resolve() } });
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  const blocked = async (like: string) =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from pg_stat_activity
          where cardinality(pg_blocking_pids(pid)) > 0 and query like ${like}`.execute(t.database.db)
      ).rows[0]!.n,
    );

  it('does not deadlock with the settlement paying the same players: both the declaration and the slips succeed', async () => {
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    const settled = await createMarket(operator, 'SETTLED MEANWHILE', ['10:30', '10:45', '11:30', '11:45']);
    const played = await createMarket(operator, 'PLAYED MEANWHILE', TIMES);
    const gate = await registerAndLogin(t);
    await fund(operator, gate, 1000);
    const players: Player[] = [];
    for (let i = 0; i < 10; i += 1) {
      const p = await registerAndLogin(t);
      await fund(operator, p, 1000);
      // Each wins on the settled market (ank of 128 is 1).
      expect((await bid(p, settled, 'Single Ank', 'Open', [{ points: 10, digits: 1 }])).data?.status).toBe(true);
      players.push(p);
    }
    // A settlement of realistic size: 3000 more winners (their bids written directly, and known to the planner's
    // statistics as won), so that the wallets are updated in the order of a scan of the table (a hash join).
    const db = t.database.db;
    await sql`insert into users (name, username, username_key, mobile, password_hash, role, status, created_at, updated_at)
      select 'many ' || g, 'many' || g, 'many' || g, '77' || lpad(g::text, 8, '0'), 'x', 'player', 'active', 0, 0
      from generate_series(1, 3000) g`.execute(db);
    await sql`insert into wallets (user_id, balance, updated_at) select id, 0, 0 from users where name like 'many %'`.execute(db);
    await sql`insert into bids (slip_id, user_id, market_id, market_date, bid_type, label, session, digits, closedigits, points,
        rate_1, rate_2, status, win_amount, created_at)
      select (select min(id) from bid_slips), id, ${Number(settled)}, ${MONDAY}, 'single_digit', 'Single Ank', 'open', '1', '', 1000,
        10, 95, 'won', 9500, 0
      from users where name like 'many %'`.execute(db);
    // The table's rows in an order other than their ids', as updates leave them in a live database (here: reversed).
    await sql`create index wallets_reversed on wallets (user_id desc)`.execute(db);
    await sql`cluster wallets using wallets_reversed`.execute(db);
    await sql`drop index wallets_reversed`.execute(db);
    await sql`analyze`.execute(db);
    t.clock.set(ist(`${MONDAY}T10:35:00`));

    // The batch: the lowest of the players and those above the second lowest, whose wallet another transaction (a
    // deposit being approved, say) holds for a moment. The settlement scans the wallets from the highest: it takes
    // the batch's upper players' wallets and waits for the held one; the batch takes the lowest wallet, then waits
    // for the settlement. Once the held wallet is let go, the settlement goes on to the lowest wallet: a cycle.
    const held = Number(players[1]!.userId);
    const batch = players.filter((p) => Number(p.userId) !== held);
    const holder = await t.database.pool!.connect();
    try {
      await holder.query('begin');
      await holder.query('select balance from wallets where user_id = $1 for update', [held]);
      const declared = declare(operator, settled, MONDAY, 'open', '128');
      await vi.waitFor(async () => expect(await blocked('%moved as%')).toBe(1), { timeout: 10_000 });
      hook = async (slips) => {
        if (slips.some((s) => s.userId === Number(gate.userId))) await sleep(600);
      };
      const gated = bid(gate, played, 'Single Ank', 'Open', [{ points: 10, digits: 1 }]);
      await sleep(50);
      const slips = Promise.all(batch.map((p) => bid(p, played, 'Single Ank', 'Open', [{ points: 10, digits: 2 }])));
      await vi.waitFor(async () => expect(await blocked('%open_slip%')).toBe(1), { timeout: 10_000 });
      // Past the database's deadlock timeout (1 s) for the batch's wait, before the cycle closes.
      await sleep(1500);
      await holder.query('commit');
      const [declaration, replies] = await Promise.all([declared, slips]);
      await gated;
      expect(declaration.response.status, JSON.stringify(declaration.error)).toBe(200);
      expect(replies.map((r) => r.data?.status)).toEqual(batch.map(() => true));
      const off = await sql<{ n: number }>`select count(*) as n from wallets w
        where w.balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.user_id = w.user_id)`.execute(db);
      expect(Number(off.rows[0]!.n)).toBe(0);
    } finally {
      hook = undefined;
      holder.release();
    }
  });
});

/**
 * A TCP relay to PostgreSQL that, once armed, cuts the connection that runs the slip batch statement right after the
 * server has committed it (on the server's ReadyForQuery), before the client reads its answer.
 */
async function cuttingRelay(target: URL) {
  let armed = false;
  let cut = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    let doomed = false;
    let pending = Buffer.alloc(0);
    client.on('data', (chunk) => {
      if (armed && chunk.includes('slip-place-batch')) {
        armed = false;
        doomed = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!doomed) return void client.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      // Messages: a type byte and a 4-byte length (which counts itself).
      for (let at = 0; at + 5 <= pending.length;) {
        if (pending[at] === 0x5a) {
          cut += 1;
          client.destroy();
          upstream.destroy();
          return;
        }
        at += 1 + pending.readUInt32BE(at + 1);
      }
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `postgres://${target.username ? `${target.username}@` : ''}127.0.0.1:${address.port}${target.pathname}`,
    arm: () => void (armed = true),
    cuts: () => cut,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!inject('pgUrl'))('a PostgreSQL batch whose connection is lost after its commit', () => {
  let relay: Awaited<ReturnType<typeof cuttingRelay>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let baseUrl: string;
  const schema = `t_cut_${process.pid}_${randomBytes(3).toString('hex')}`;
  const clock = new ManualClock(ist(`${MONDAY}T10:00:00`));
  const dataDir = mkdtempSync(join(tmpdir(), 'matka-cut-'));
  beforeAll(async () => {
    relay = await cuttingRelay(new URL(inject('pgUrl')!));
    database = await openDatabase({ databaseUrl: relay.url, pgSchema: schema });
    const config = loadConfig({ APP_KEY: TEST_APP_KEY, WEB_DIST: '/nonexistent', DATA_DIR: dataDir });
    app = await buildApp({ config, database, clock, passwordCost: TEST_PASSWORD_COST, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await relay?.close();
    rmSync(dataDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: inject('pgUrl') });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('does not place the slips of the lost answer a second time', async () => {
    const t = { database, clock, api: (token?: string) => createApiClient({ baseUrl: `${baseUrl}/api`, token }) } as unknown as TestApp;
    const operator = await makeOperator(t);
    const game = await createMarket(operator, 'LOST ANSWER', TIMES);
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    relay.arm();
    const reply = await bid(p, game, 'Single Ank', 'Open', [{ points: 10, digits: 4 }]);
    expect(relay.cuts()).toBe(1);
    // Whatever the player is told, the slip they sent once is stored and paid for at most once.
    expect(await slipsOf(t, p)).toBeLessThanOrEqual(1);
    expect(reply.data?.wallet_balance ?? 990).toBe(990);

    // A keyed slip of such a batch is answered its stored reply, and placed once.
    const q = await registerAndLogin(t);
    await fund(operator, q, 1000);
    relay.arm();
    const headers = { 'Idempotency-Key': 'lost-answer-key-1' };
    const keyed = await bid(q, game, 'Single Ank', 'Open', [{ points: 10, digits: 5 }], headers);
    expect(relay.cuts()).toBe(2);
    expect(keyed.data).toMatchObject({ status: true, wallet_balance: 990 });
    expect((await bid(q, game, 'Single Ank', 'Open', [{ points: 10, digits: 5 }], headers)).data).toStrictEqual(keyed.data);
    expect(await slipsOf(t, q)).toBe(1);
  });
});
