/** A slip batch meeting a settlement of the same players, and a batch whose connection is lost after its commit. */
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
import { bid, createMarket, declare, fund, ist, makeOperator, type Player, registerAndLogin, type TestApp } from '../helpers/betting.ts';
import { startTestApp, TEST_APP_KEY, TEST_PASSWORD_COST } from '../helpers/test-app.ts';
import { MONDAY, sleep, slipsOf, TIMES } from '../helpers/slip-batches.ts';
import { dropSchemas } from '../helpers/pg-schema.ts';
import { PLACE_BATCH } from '../../server/modules/bids/pg-slip-statements.ts';

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
      await vi.waitFor(async () => expect(await blocked(`%${PLACE_BATCH.name}%`)).toBe(1), { timeout: 10_000 });
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
      // The slip batch statement: its name travels with every run.
      if (armed && chunk.includes(PLACE_BATCH.call.name)) {
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
    await dropSchemas(client, schema);
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
    // Unkeyed, it is not answered again: the player is told it may have gone through, never just to try again.
    expect(reply.response.status).toBe(503);
    expect(reply.error).toMatchObject({ status: false, code: 'OUTCOME_UNKNOWN', msg: expect.stringContaining('cannot tell whether this went through') });

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
