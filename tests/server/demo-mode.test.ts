/** Demo mode: a funded demo player, something open at every hour, and results drawn once their time has passed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER, DEMO_POINTS, seedDemoData } from '../../server/demo/seed-demo.ts';
import { DEMO_DRAWER, DemoOnlyError, drawDueDemoResults } from '../../server/demo/demo-results.ts';
import type { Deps } from '../../server/http/handler.ts';
import { loadConfig, PUBLISHED_PASSWORDS } from '../../server/config.ts';
import { createPasswordHasher } from '../../server/lib/passwords.ts';
import { checkStartupConfig, ensureOperator } from '../../server/startup.ts';
import { ist } from '../helpers/betting.ts';
import { dialects, makeOperator, startTestApp, type TestApp, TEST_PASSWORD_COST } from '../helpers/test-app.ts';

const MONDAY = '2026-11-23';

describe.each(dialects())('demo mode on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let deps: Deps;
  let token: string;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    t.clock.set(ist(`${MONDAY}T00:00:00`));
    const passwords = createPasswordHasher(TEST_PASSWORD_COST);
    const config = loadConfig({ DEMO_DATA: '1', ADMIN_MOBILE: '9000000099', ADMIN_PASSWORD: 'operator-pass-1', DATA_DIR: t.dataDir });
    await ensureOperator(t.database, config, passwords, t.clock, { info: () => undefined, warn: () => undefined } as never);
    expect(await seedDemoData(t.database, passwords, t.clock, t.dataDir)).toBe(true);
    deps = { db: t.database.db, dialect: t.database.dialect, clock: t.clock, config } as unknown as Deps;
    const login = await t.api().POST('/api-user-login', { body: { mobile: DEMO_PLAYER.mobile, password: DEMO_PLAYER.password } });
    token = login.data!.token!;
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)('the demo player starts with points to play with, and the Passbook says so', async () => {
    const profile = await t.api(token).POST('/api-get-profile', { body: {} });
    expect(profile.data?.profile[0]?.wallet_balance).toBe(DEMO_POINTS);
    // The Passbook says what they are.
    const passbook = await t.api(token).POST('/api-wallet-transaction-history', { body: {} });
    expect(passbook.data?.transaction_history.map((entry) => entry.description)).toEqual(['Adjustment by operator: Demo points to play with']);
  });

  it.skipIf(skip)('the demo pays withdrawals by bank transfer or to a UPI app, bank transfer first', async () => {
    const methods = await t.api(token).POST('/api-user-payment-method-list', { body: {} });
    expect(methods.data?.result.map((m) => [m.name, m.type, m.pays_to])).toEqual([
      ['Bank transfer', 1, 'bank'],
      ['PhonePe', 2, 'phonepe'],
      ['Google Pay', 2, 'google_pay'],
    ]);
  });

  it.skipIf(skip)('at every hour of every day of the week some market or Starline slot takes bids', async () => {
    const missing: string[] = [];
    for (let day = 0; day < 7; day += 1) {
      for (let minute = 0; minute < 24 * 60; minute += 30) {
        const at = ist(`${MONDAY}T00:00:00`) + day * 86_400_000 + minute * 60_000;
        t.clock.set(at);
        const [games, slots] = await Promise.all([t.api().POST('/api-get-dashboard-data', { body: {} }), t.api().POST('/api-starline-game', { body: {} })]);
        const open = [...(games.data?.result ?? []), ...(slots.data?.result ?? [])].filter((g) => g.msg_status === 1);
        if (open.length === 0) missing.push(new Date(at).toISOString());
      }
    }
    expect(missing).toEqual([]);
  });

  it.skipIf(skip)('past result times get varied demo results, labelled as demo, and nothing before its time', async () => {
    t.clock.set(ist(`${MONDAY}T12:50:00`));
    const declared = await drawDueDemoResults(deps);
    // Today until 12:50: MILAN MORNING, KALYAN MORNING, SRIDEVI (open and close each) and the slots 01:00 to 12:00.
    expect(declared).toBe(6 + 12);
    const rows = await t.database.db
      .selectFrom('market_days')
      .innerJoin('markets', 'markets.id', 'market_days.market_id')
      .select(['markets.name', 'markets.family', 'open_panna', 'close_panna'])
      .where('date', '=', MONDAY)
      .execute();
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('SRIDEVI')).toMatchObject({ open_panna: expect.stringMatching(/^\d{3}$/), close_panna: expect.stringMatching(/^\d{3}$/) });
    expect(byName.get('KALYAN')?.open_panna ?? null).toBeNull();
    expect(byName.get('01:00 PM')?.open_panna ?? null).toBeNull();
    const pannas = new Set(rows.flatMap((r) => [r.open_panna, r.close_panna]).filter(Boolean));
    expect(pannas.size).toBeGreaterThan(6);
    // Running again declares nothing twice.
    expect(await drawDueDemoResults(deps)).toBe(0);
    const audit = await t.database.db.selectFrom('audit_log').select('details').where('action', '=', 'result.declare_open').execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((a) => JSON.parse(a.details).source === 'demo')).toBe(true);
  });

  it.skipIf(skip)("a demo result pays the demo player's win with a notice that says it is a demo result", async () => {
    t.clock.set(ist(`${MONDAY}T13:30:00`));
    const slots = await t.api(token).POST('/api-starline-game', { body: {} });
    const slot = slots.data!.result.find((s) => s.open_time === '02:00 PM')!;
    const panas = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((digits) => ({ points: 10, digits, session: 'open' as const, closedigits: '' }));
    const placed = await t.api(token).POST('/api-starline-submit-bid', {
      body: { new_result: { gameid: slot.game_id, Gamename: slot.game_name, pana: 'Single Digit', session: 'open', totalbit: 100, result: panas } },
    });
    expect(placed.data).toMatchObject({ status: true });
    t.clock.set(ist(`${MONDAY}T14:01:00`));
    expect(await drawDueDemoResults(deps)).toBeGreaterThan(0);
    const notes = await t.api(token).POST('/api-get-notification', { body: {} });
    expect(notes.data?.notification[0]).toMatchObject({
      kind: 'win',
      title: 'You won! (demo result)',
      message: expect.stringMatching(/^Demo result: /),
      facts: { points: expect.any(Number), market: slot.game_name, market_date: MONDAY, demo: true },
    });
  });

  it.skipIf(skip)("without an operator account (no ADMIN_MOBILE), results are drawn as the demo's own account", async () => {
    const bare = await startTestApp(dialect);
    try {
      bare.clock.set(ist(`${MONDAY}T12:50:00`));
      const passwords = createPasswordHasher(TEST_PASSWORD_COST);
      const config = loadConfig({ DEMO_DATA: '1', DATA_DIR: bare.dataDir });
      expect(await seedDemoData(bare.database, passwords, bare.clock, bare.dataDir)).toBe(true);
      const bareDeps = { db: bare.database.db, dialect: bare.database.dialect, clock: bare.clock, config, passwords } as unknown as Deps;
      expect(await drawDueDemoResults(bareDeps)).toBe(6 + 12);
      const operators = await bare.database.db.selectFrom('users').select(['name', 'mobile']).where('role', '=', 'operator').execute();
      expect(operators).toEqual([{ name: DEMO_DRAWER.name, mobile: DEMO_DRAWER.mobile }]);
      const audit = await bare.database.db.selectFrom('audit_log').select('actor_name').where('action', '=', 'result.declare_open').execute();
      expect(new Set(audit.map((a) => a.actor_name))).toEqual(new Set([DEMO_DRAWER.name]));
      // Its password is random: none of the passwords this project publishes logs in as it.
      for (const password of PUBLISHED_PASSWORDS) {
        expect((await bare.api().POST('/api-user-login', { body: { mobile: DEMO_DRAWER.mobile, password } })).data?.code).toBe('INVALID_CREDENTIALS');
      }
      // Nor can ADMIN_MOBILE name it (the configured password would never work).
      const clash = loadConfig({ DEMO_DATA: '1', DATA_DIR: bare.dataDir, ADMIN_MOBILE: DEMO_DRAWER.mobile, ADMIN_PASSWORD: 'operator-pass-1' });
      expect(() => checkStartupConfig(clash)).toThrow(`ADMIN_MOBILE must differ from ${DEMO_DRAWER.mobile}, the demo results' account, when DEMO_DATA=1`);
      bare.clock.set(ist(`${MONDAY}T13:05:00`));
      expect(await drawDueDemoResults(bareDeps)).toBe(1);
      expect(await bare.database.db.selectFrom('users').select('id').where('role', '=', 'operator').execute()).toHaveLength(1);
      // A suspended operator's declarations are refused: results are then drawn as the first active operator.
      const other = await makeOperator(bare);
      await bare.database.db.updateTable('users').set({ status: 'blocked' }).where('mobile', '=', DEMO_DRAWER.mobile).execute();
      bare.clock.set(ist(`${MONDAY}T15:05:00`));
      expect(await drawDueDemoResults(bareDeps)).toBeGreaterThan(0);
      const latest = await bare.database.db.selectFrom('audit_log').select('actor_id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      expect(String(latest.actor_id)).toBe(String(other.userId));
    } finally {
      await bare.close();
    }
  });

  it.skipIf(skip)('refuses to run outside demo mode', async () => {
    await expect(drawDueDemoResults({ ...deps, config: { ...deps.config, demoData: false } })).rejects.toThrow(DemoOnlyError);
    await expect(drawDueDemoResults({ ...deps, config: { ...deps.config, production: true } })).rejects.toThrow(DemoOnlyError);
  });
});
