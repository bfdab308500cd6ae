/**
 * Builds the real app on a fresh database for a test suite and serves it on a loopback port.
 * `dialects` lists SQLite always and PostgreSQL when the run found it reachable.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type ApiClient, createApiClient } from '../../sdk/index.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import type { SqlDialect } from '../../server/db/dialect.ts';
import type { Limits, TestHooks } from '../../server/http/handler.ts';
import { ManualClock } from '../../server/lib/clock.ts';
import type { PasswordCost } from '../../server/lib/passwords.ts';
import type { LiveOptions } from '../../server/modules/live/live-feed.ts';
import { dropSchemas } from './pg-schema.ts';

/** Fast scrypt parameters for tests; production uses OWASP's. */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 12, r: 8, p: 1 };
export const TEST_APP_KEY = 'test-app-key';
export const START = Date.parse('2026-11-21T04:30:00Z');

export interface DialectCase {
  dialect: SqlDialect;
  /** Why this dialect does not run here, when it does not. */
  skip: string | false;
}

export function dialects(): DialectCase[] {
  const pgUrl = inject('pgUrl');
  return [
    { dialect: 'sqlite', skip: false },
    { dialect: 'postgres', skip: pgUrl ? false : 'PostgreSQL not reachable' },
  ];
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  baseUrl: string;
  origin: string;
  /** DATA_DIR of this app (uploads live under it). */
  dataDir: string;
  /** An SDK client, logged in when given a token. */
  api(token?: string): ApiClient;
  close(): Promise<void>;
}

export async function startTestApp(
  dialect: SqlDialect,
  options: { limits?: Partial<Limits>; env?: NodeJS.ProcessEnv; hooks?: TestHooks; live?: LiveOptions; sqliteOnDisk?: boolean } = {},
): Promise<TestApp> {
  const pgUrl = inject('pgUrl');
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'matka-test-'));
  // In memory unless asked: a file database also has the reader connection and the WAL syncs.
  const sqlite = options.sqliteOnDisk ? { dataDir } : { sqliteFile: ':memory:' };
  const database = dialect === 'postgres' ? await openDatabase({ databaseUrl: pgUrl, pgSchema: schema }) : await openDatabase(sqlite);
  const config = loadConfig({ APP_KEY: TEST_APP_KEY, WEB_DIST: '/nonexistent', DATA_DIR: dataDir, ...options.env });
  const clock = new ManualClock(START);
  // Suites register many players from one address; the registration limit has its own test.
  const limits = { registrationsPerAddress: { limit: 100_000, windowMs: 3_600_000 }, ...options.limits };
  const app = await buildApp({
    config,
    database,
    clock,
    passwordCost: TEST_PASSWORD_COST,
    limits,
    checkReplies: true,
    logger: false,
    hooks: options.hooks,
    live: options.live,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  const baseUrl = `${origin}/api`;
  return {
    app,
    database,
    clock,
    baseUrl,
    origin,
    dataDir,
    api: (token) => createApiClient({ baseUrl, token }),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (dialect === 'postgres') {
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await dropSchemas(client, schema);
        await client.end();
      }
    },
  };
}

let counter = 0;

/** A distinct valid registration each call. */
export function newPlayer(overrides: Partial<{ name: string; email: string; mobile: string; password: string; date_of_birth: string }> = {}) {
  counter += 1;
  const n = String(counter).padStart(6, '0');
  return { name: `Player ${n}`, email: `player_${n}`, mobile: `9800${n}`, password: `pw-${n}`, date_of_birth: '1990-04-12', ...overrides };
}

/** Registers a player, who is then logged in (the registration opens a session); returns its id, token and client. */
export async function registerAndLogin(t: TestApp, overrides: Parameters<typeof newPlayer>[0] = {}) {
  const player = newPlayer(overrides);
  const reg = await t.api().POST('/api-user-registration', { body: player });
  if (reg.data?.status !== 1 || !reg.data.token || !reg.data.user_id) throw new Error(`registration failed: ${JSON.stringify(reg.data ?? reg.error)}`);
  return { ...player, userId: reg.data.user_id, token: reg.data.token, api: t.api(reg.data.token) };
}

/** A player promoted to operator directly in the database (as ADMIN_MOBILE does at start). */
export async function makeOperator(t: TestApp) {
  const p = await registerAndLogin(t);
  await t.database.db.updateTable('users').set({ role: 'operator' }).where('id', '=', Number(p.userId)).execute();
  return p;
}
