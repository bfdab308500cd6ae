/** The real `npm start` entry point: configuration, first operator, demo data, persistence and clean shutdown. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../../sdk/index.ts';
import { DEMO_PLAYER, DEMO_POINTS } from '../../server/demo/seed-demo.ts';
import { DEMO_STARLINE_HOURS } from '../helpers/demo-slots.ts';
import { freePort, start, waitFor } from '../helpers/processes.ts';
import { dropSchemas } from '../helpers/pg-schema.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'matka-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function runServer(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const proc = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...env,
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitFor(`${base}/health`, proc);
  return { proc, base, api: (token?: string) => createApiClient({ baseUrl: base, token }) };
}

describe('server process', () => {
  const admin = { ADMIN_MOBILE: '9000000099', ADMIN_PASSWORD: 'operator-pass-1' };

  it('starts on an empty data directory with demo data and the first operator, then stops cleanly on SIGTERM', async () => {
    const server = await runServer({ DEMO_DATA: '1', ...admin });
    const health = await server.api().GET('/health');
    expect(health.data).toEqual({ status: 'ok', database: 'sqlite', version: '0.1.0', demo_results: true });
    const payee = await server.api().POST('/api-admin-bank-details', { body: {} });
    expect(payee.data?.bank_details[0]).toMatchObject({ ac_holder_name: 'Demo Payments', upi_payment_id: 'demo.payments@upi' });
    const qr = await fetch(`${server.base.replace(/\/api$/, '')}${payee.data?.bank_details[0]?.qr_image}`);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/png');
    const markets = await server.api().POST('/api-get-dashboard-data', { body: {} });
    expect(markets.data?.result.map((m) => m.game_name)).toEqual([
      'MILAN MORNING',
      'KALYAN MORNING',
      'SRIDEVI',
      'MILAN DAY',
      'KALYAN',
      'MILAN NIGHT',
      'MAIN BAZAR',
      'NIGHT STAR',
    ]);
    const slots = await server.api().POST('/api-starline-game', { body: {} });
    // A slot at every hour from 01:00 to 23:00.
    expect(slots.data?.result.map((s) => s.open_time)).toEqual(DEMO_STARLINE_HOURS);
    const chart = await server.api().POST('/api-starline-chart-data', { body: {} });
    // A week of seeded results, and today's too once the demo result source has drawn a slot whose time has passed.
    expect(chart.data?.chart.length).toBeGreaterThanOrEqual(7);
    expect(chart.data?.chart.length).toBeLessThanOrEqual(8);

    const demo = await server.api().POST('/api-user-login', { body: { mobile: DEMO_PLAYER.mobile, password: DEMO_PLAYER.password } });
    expect(demo.data).toMatchObject({ status: 1, role: 'player' });
    // The demo player starts with points to play with.
    const profile = await server.api(demo.data?.token).POST('/api-get-profile', { body: {} });
    expect(profile.data?.profile[0]?.wallet_balance).toBe(DEMO_POINTS);
    await server.api(demo.data?.token).POST('/api-submit-contact-us', { body: { enquiry: 'Persist me' } });

    const operator = await server.api().POST('/api-user-login', { body: { mobile: admin.ADMIN_MOBILE, password: admin.ADMIN_PASSWORD } });
    expect(operator.data).toMatchObject({ status: 1, role: 'operator' });
    const enquiries = await server.api(operator.data?.token).GET('/admin/enquiries', {});
    expect(enquiries.data?.items.map((e) => e.enquiry)).toEqual(['Persist me']);

    expect(await server.proc.stop('SIGTERM')).toBe(0);
    expect(server.proc.output()).toContain('shutting down');
    expect(server.proc.output()).not.toContain(DEMO_PLAYER.password);
    expect(server.proc.output()).not.toContain(String(demo.data?.token));
  });

  it('keeps its data across a restart and does not seed twice', async () => {
    const server = await runServer({ DEMO_DATA: '1', ...admin });
    const demo = await server.api().POST('/api-user-login', { body: { mobile: DEMO_PLAYER.mobile, password: DEMO_PLAYER.password } });
    const operator = await server.api().POST('/api-user-login', { body: { mobile: admin.ADMIN_MOBILE, password: admin.ADMIN_PASSWORD } });
    const enquiries = await server.api(operator.data?.token).GET('/admin/enquiries', {});
    expect(enquiries.data?.items).toHaveLength(1);
    expect(demo.data?.user_id).toBe(enquiries.data?.items[0]?.user_id);
    expect(server.proc.output()).not.toContain('seeded demo data');
    expect(await server.proc.stop('SIGINT')).toBe(0);
  });

  it('refuses to start in production on the demo data, or while the operator keeps a published password', async () => {
    const demoData = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], { DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(await demoData.exited).toBe(2);
    expect(demoData.output()).toContain(`this database holds the demo data (the demo player ${DEMO_PLAYER.mobile} logs in with its published password)`);

    const ownDir = mkdtempSync(join(tmpdir(), 'matka-data-'));
    try {
      const published = { ADMIN_MOBILE: '9000000098', ADMIN_PASSWORD: 'change-me-now' };
      const server = await runServer({ DATA_DIR: ownDir, ...published });
      expect(await server.proc.stop('SIGTERM')).toBe(0);
      // ADMIN_MOBILE unset or another number: every operator account is checked.
      const production = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], { DATA_DIR: ownDir, NODE_ENV: 'production' });
      expect(await production.exited).toBe(2);
      expect(production.output()).toContain('the operator account 9000000098 still has a password published in the README');
      // With its own password the same database starts in production.
      const again = await runServer({ DATA_DIR: ownDir });
      const operator = await again.api().POST('/api-user-login', { body: { mobile: published.ADMIN_MOBILE, password: published.ADMIN_PASSWORD } });
      const changed = await again.api(operator.data?.token).POST('/api-change-password', {
        body: { old_password: published.ADMIN_PASSWORD, new_password: 'a-secret-of-their-own', confirm_password: 'a-secret-of-their-own' },
      });
      expect(changed.data, JSON.stringify(changed.error)).toMatchObject({ status: true });
      expect(await again.proc.stop('SIGTERM')).toBe(0);
      const live = await runServer({ DATA_DIR: ownDir, NODE_ENV: 'production', ADMIN_MOBILE: '9000000098', ADMIN_PASSWORD: 'a-secret-of-their-own' });
      expect((await live.api().GET('/health')).data).toMatchObject({ status: 'ok' });
      expect(await live.proc.stop('SIGTERM')).toBe(0);
    } finally {
      rmSync(ownDir, { recursive: true, force: true });
    }
    // Five server starts in one test (each a TypeScript start-up): a harness limit for a slow machine, not a speed goal.
  }, 120_000);

  /** Runs `work` with an empty PostgreSQL schema of its own (its URL for a server, and a client), dropped after. */
  async function inNewSchema(name: string, work: (url: string, client: pg.Client, schema: string) => Promise<void>) {
    const pgUrl = inject('pgUrl');
    const schema = `${name}_${process.pid}`;
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await dropSchemas(client, schema);
    await client.query(`create schema ${schema}`);
    try {
      await work(`${pgUrl}?options=-c%20search_path%3D${schema}`, client, schema);
    } finally {
      await dropSchemas(client, schema);
      await client.end();
    }
  }

  it.skipIf(!inject('pgUrl'))('three processes started together with demo data on one empty PostgreSQL schema all start, seeding once', async () => {
    await inNewSchema('procs', async (url, client, schema) => {
      const servers = await Promise.all([0, 1, 2].map(() => runServer({ DATABASE_URL: url, DEMO_DATA: '1', ...admin })));
      for (const server of servers) expect((await server.api().GET('/health')).data).toMatchObject({ status: 'ok' });
      const players = await client.query(`select count(*)::int as n from ${schema}.users where mobile = $1`, [DEMO_PLAYER.mobile]);
      expect(players.rows[0].n).toBe(1);
      for (const server of servers) expect(await server.proc.stop('SIGTERM')).toBe(0);
    });
  });

  it.skipIf(!inject('pgUrl'))('runs on PostgreSQL when DATABASE_URL is set, in the schema DATABASE_SCHEMA names', async () => {
    await inNewSchema('proc', async (_url, client, schema) => {
      // The server creates the schema when it is missing.
      await client.query(`drop schema ${schema}`);
      // The URL's own options (a statement timeout here) do not take the schema's place.
      const url = `${inject('pgUrl')}?options=-c%20statement_timeout%3D30000`;
      const server = await runServer({ DATABASE_URL: url, DATABASE_SCHEMA: schema, DEMO_DATA: '1' });
      expect((await server.api().GET('/health')).data).toMatchObject({ status: 'ok', database: 'postgres' });
      const demo = await server.api().POST('/api-user-login', { body: { mobile: DEMO_PLAYER.mobile, password: DEMO_PLAYER.password } });
      expect(demo.data).toMatchObject({ status: 1 });
      expect(await server.proc.stop('SIGTERM')).toBe(0);
      const tables = await client.query(`select count(*)::int as n from information_schema.tables where table_schema = $1 and table_name = 'users'`, [schema]);
      expect(tables.rows[0].n).toBe(1);
    });
  });

  it.each([
    [{ NODE_ENV: 'production', DEMO_DATA: '1' }, 'DEMO_DATA seeds known demo passwords and is refused when NODE_ENV=production'],
    [{ NODE_ENV: 'production', CLOCK_START: '2026-11-21T10:00:00+05:30' }, 'CLOCK_START moves the server clock and is refused when NODE_ENV=production'],
    [
      { NODE_ENV: 'production', ADMIN_MOBILE: '9000000099', ADMIN_PASSWORD: 'change-me-now' },
      'ADMIN_PASSWORD is an example published in the README and is refused when NODE_ENV=production',
    ],
    [{ ADMIN_MOBILE: '9000000099' }, 'ADMIN_MOBILE and ADMIN_PASSWORD must be set together'],
    [{ PORT: 'eighty' }, 'PORT must be a port number'],
  ])('refuses unsafe or broken configuration %o', async (env, message) => {
    const proc = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], { DATA_DIR: dataDir, ...env });
    expect(await proc.exited).toBe(2);
    expect(proc.output()).toContain(message);
  });
});
