/**
 * The PostgreSQL pool: its connections keep plans (so the foreign-key checks are planned once); the hot paths'
 * statements, planned once per connection for any values, read every table by key whatever its size (a plan made while
 * a new database's tables were nearly empty once scanned them whole as they grew); an idle connection the database
 * closes is replaced, and the process goes on, as it does when one is closed in the middle of a transaction.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import * as net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { LOCK_WAIT, openDatabase } from '../../server/db/database.ts';
import { isConnectionLoss, isDatabaseBusy } from '../../server/db/errors.ts';
import { PLANNED_ONCE } from '../../server/db/pg-functions.ts';
import { SESSION_LOOKUP } from '../../server/modules/auth/sessions.ts';
import { FACTS_BATCH, PLACE_BATCH } from '../../server/modules/bids/pg-slip-statements.ts';
import { dropSchemas } from '../helpers/pg-schema.ts';
import { dialects, TEST_APP_KEY, TEST_PASSWORD_COST } from '../helpers/test-app.ts';

const postgres = dialects().find((d) => d.dialect === 'postgres');

describe('the PostgreSQL pool', () => {
  const schema = `t_${process.pid}_${randomBytes(3).toString('hex')}_plans`;
  afterAll(async () => {
    if (postgres?.skip) return;
    const client = new pg.Client({ connectionString: inject('pgUrl') });
    await client.connect();
    await dropSchemas(client, schema, `${schema}_once`);
    await client.end();
  });

  it.skipIf(postgres?.skip)('its connections keep plans (the foreign-key checks are planned once, not at every check)', async () => {
    const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgSchema: schema });
    try {
      const mode = await database.pool!.query<{ plan_cache_mode: string }>('show plan_cache_mode');
      expect(mode.rows[0]!.plan_cache_mode).toBe('auto');
    } finally {
      await database.close();
    }
  });

  it.skipIf(postgres?.skip)(
    'the statements planned once (slip facts, slip batch, session lookup) read every table by key, on small tables or grown',
    async () => {
      const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgSchema: `${schema}_once` });
      const client = await database.pool!.connect();
      type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Cond'?: string; 'Recheck Cond'?: string; Plans?: PlanNode[] };
      const tableReads = (node: PlanNode): string[] => [
        ...(node['Relation Name'] && !['ModifyTable', 'Insert', 'Update'].includes(node['Node Type'])
          ? [`${node['Node Type']} on ${node['Relation Name']}${node['Index Cond'] || node['Recheck Cond'] ? ' by key' : ''}`]
          : []),
        ...(node.Plans ?? []).flatMap(tableReads),
      ];
      // The plan each function makes of its statement: for any values, with the functions' settings.
      const planReads = async (text: string, params: number, types?: string[]) => {
        await client.query('deallocate all');
        await client.query(`prepare once_plan${types ? `(${types.join(', ')})` : ''} as ${text}`);
        const { rows } = await client.query(`explain (format json) execute once_plan(${Array(params).fill('null').join(', ')})`);
        return [...new Set(tableReads(rows[0]['QUERY PLAN'][0].Plan as PlanNode))].sort();
      };
      // The locks the batch function takes before its statement (PERFORM statements, planned as the selects they are).
      const planLocks = async () => {
        const reads: string[] = [];
        for (const statement of PLACE_BATCH.before.split(';').filter((text) => text.trim())) {
          reads.push(...(await planReads(statement.replace(/^\s*perform/, 'select'), PLACE_BATCH.params.length, PLACE_BATCH.params)));
        }
        return reads;
      };
      const plans = async () => ({
        facts: await planReads(FACTS_BATCH.query, FACTS_BATCH.params.length),
        place: await planReads(PLACE_BATCH.query, PLACE_BATCH.params.length),
        locks: await planLocks(),
        sessions: await planReads(SESSION_LOOKUP.query, 3),
      });
      try {
        for (const [name, value] of Object.entries(PLANNED_ONCE)) await client.query(`set ${name} = ${value}`);
        const small = await plans();
        // Grown tables, known to the planner: 5,000 players with sessions, wallets and remembered answers, a year of days.
        await client.query(`insert into users (name, username, username_key, mobile, password_hash, role, status, created_at, updated_at)
        select 'p ' || g, 'p' || g, 'p' || g, '66' || lpad(g::text, 8, '0'), 'x', 'player', 'active', 0, 0 from generate_series(1, 5000) g`);
        await client.query('insert into wallets (user_id, balance, updated_at) select id, 100000, 0 from users');
        await client.query(`insert into protection_limits (user_id, kind, amount, updated_at) select id, 'deposit_day', 1000, 0 from users where id % 2 = 0`);
        await client.query(
          `insert into sessions (id, user_id, created_at, expires_at) select 's' || id || '-' || k, id, 0, 1 from users, generate_series(1, 3) k`,
        );
        await client.query(`insert into idempotency_keys (user_id, key, request_hash, response, created_at)
        select id, 'key-' || k, 'h', '{}', 0 from users, generate_series(1, 4) k`);
        await client.query(`insert into markets (family, name, open_time, open_result_time, close_time, close_result_time, weekdays, sort_order, active, created_at, updated_at)
        values ('daily', 'GROWN', '10:00', '10:15', '11:00', '11:15', '[1,2,3,4,5,6]', 1, 1, 0, 0)`);
        await client.query(`insert into market_days (market_id, date, status, settle_version, cancel_reason)
        select (select max(id) from markets), to_char(date '2026-01-01' + g, 'YYYY-MM-DD'), 'open', 0, '' from generate_series(0, 364) g`);
        await client.query('analyze');
        const grown = await plans();
        const tables = (reads: string[]) => reads.map((r) => / on (\w+)/.exec(r)?.[1]);
        for (const { facts, place, locks, sessions } of [small, grown]) {
          expect([...facts, ...place, ...locks, ...sessions].filter((r) => !r.endsWith(' by key'))).toEqual([]);
          expect(tables(locks).sort()).toEqual(['market_days', 'markets', 'settings', 'wallets']);
          expect(tables(facts)).toEqual(
            expect.arrayContaining(['markets', 'settings', 'market_days', 'market_holidays', 'protection_limits', 'protection_blocks', 'idempotency_keys']),
          );
          expect(tables(place)).toEqual(
            expect.arrayContaining(['idempotency_keys', 'market_days', 'markets', 'settings', 'wallets', 'protection_limits', 'protection_blocks']),
          );
          expect(tables(sessions)).toEqual(expect.arrayContaining(['sessions', 'users', 'settings']));
        }
      } finally {
        client.release();
        await database.close();
      }
    },
  );

  it.skipIf(postgres?.skip)('replaces an idle connection the database closed, and answers the next query', async () => {
    const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgSchema: schema });
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    try {
      const pool = database.pool!;
      const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(pool.idleCount).toBe(1);
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await vi.waitFor(() => expect(pool.totalCount).toBe(0));
      const again = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
    } finally {
      await admin.end();
      await database.close();
    }
  });

  it('a database that does not answer a new connection in time is busy, not a connection lost under a statement', async () => {
    // Accepts the connection and never answers: the pool gives up on opening it.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as net.AddressInfo).port;
      const error = await openDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`, poolWaitMs: 300 }).catch((caught: unknown) => caught);
      expect(isDatabaseBusy(error)).toBe(true);
      expect(isConnectionLoss(error)).toBe(false);
    } finally {
      silent.close();
    }
  });

  it.skipIf(postgres?.skip)('a request waits a bounded time for a free connection or a row lock, then fails as busy with nothing done', async () => {
    const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgSchema: schema, poolWaitMs: 300 });
    const taken: pg.PoolClient[] = [];
    try {
      const pool = database.pool!;
      const lock = await pool.query<{ lock_timeout: string }>('show lock_timeout');
      expect(lock.rows[0]!.lock_timeout).toBe(LOCK_WAIT);
      // A lock another session holds: the statement waiting for it gives up at the lock timeout, as busy.
      const holder = await pool.connect();
      taken.push(holder);
      await holder.query('begin; select pg_advisory_xact_lock(4242)');
      const waiter = await pool.connect();
      taken.push(waiter);
      await waiter.query(`set lock_timeout = '200ms'`);
      const blocked = await waiter.query('select pg_advisory_xact_lock(4242)').catch((error: unknown) => error);
      expect(isDatabaseBusy(blocked)).toBe(true);
      expect(isConnectionLoss(blocked)).toBe(false);
      // Every connection handed out: the next request waits 300 ms for one, then fails as busy.
      while (pool.totalCount < 10) taken.push(await pool.connect());
      const started = Date.now();
      const waited = await sql`select 1`.execute(database.db).catch((error: unknown) => error);
      expect(isDatabaseBusy(waited)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
      for (const client of taken.splice(0)) client.release();
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows[0]!.one).toBe(1);
    } finally {
      for (const client of taken) client.release();
      await database.close();
    }
  });

  it.skipIf(postgres?.skip)('a read that finds the database busy is answered busy; a change, that it may or may not have been done', async () => {
    const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgSchema: schema, poolWaitMs: 300 });
    const dataDir = mkdtempSync(join(tmpdir(), 'matka-busy-'));
    const config = loadConfig({ APP_KEY: TEST_APP_KEY, WEB_DIST: '/nonexistent', DATA_DIR: dataDir });
    const app = await buildApp({ config, database, passwordCost: TEST_PASSWORD_COST, logger: false });
    const taken: pg.PoolClient[] = [];
    try {
      const pool = database.pool!;
      while (pool.totalCount < 10) taken.push(await pool.connect());
      const call = (url: string, payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url, payload, headers: { authorization: 'Bearer not-a-session-anyway' } });
      const read = await call('/api/api-get-dashboard-data', {});
      expect(read.statusCode).toBe(503);
      expect(read.json()).toMatchObject({ code: 'UNAVAILABLE', msg: 'The server is busy. Please try again in a moment.' });
      const change = await call('/api/api-user-login', { mobile: '9876543210', password: 'secret12' });
      expect(change.statusCode).toBe(503);
      expect(change.json()).toMatchObject({
        code: 'OUTCOME_UNKNOWN',
        msg: expect.stringContaining('too busy to finish this and cannot tell whether it went through'),
      });
    } finally {
      for (const client of taken) client.release();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(postgres?.skip)(
    'a connection the database closes in the middle of a transaction fails that transaction only, and the process goes on',
    async () => {
      const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgSchema: schema });
      const admin = new pg.Client({ connectionString: inject('pgUrl') });
      await admin.connect();
      // An error with no listener is thrown out of the event loop: the process would end.
      const uncaught: unknown[] = [];
      const record = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', record);
      try {
        const failed = database.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // Closed between two statements, while the pool has handed the connection out.
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(trx);
        });
        const error = await failed.catch((caught: unknown) => caught);
        expect(isConnectionLoss(error)).toBe(true);
        expect(uncaught).toEqual([]);
        const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
        expect(again.rows[0]!.one).toBe(1);
      } finally {
        process.off('uncaughtException', record);
        await admin.end();
        await database.close();
      }
    },
  );
});
