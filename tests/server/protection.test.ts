/** Player protection over HTTP on every database: age, limits and their cooling-off, breaks, exclusions, reality check. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK, deposit, pngOf } from '../helpers/money.ts';
import { balanceOf, bid, createMarket, fund, ist, type Player } from '../helpers/betting.ts';
import { dialects, makeOperator, newPlayer, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

const KALYAN: [string, string, string, string] = ['15:45', '16:00', '17:45', '18:00'];
const MONDAY_10 = ist('2026-11-23T10:00:00');
const HOUR = 3_600_000;

describe.each(dialects())('player protection on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  let receipt: Buffer;
  let market: string;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    t.clock.set(MONDAY_10);
    operator = await makeOperator(t);
    receipt = await pngOf(40, 30);
    await operator.api.PATCH('/admin/settings', {
      body: { upi_id: 'matka@upi', min_deposit: 100, max_deposit: 50000, min_withdraw: 100, withdraw_open_time: '09:00', withdraw_close_time: '21:00' },
    });
    market = await createMarket(operator, 'PROTECTED', KALYAN);
  });
  afterAll(async () => t?.close());

  const limits = async (p: Player) => (await p.api.POST('/api-get-limits', { body: {} })).data!;
  const limitOf = async (p: Player, kind: string) => (await limits(p)).limits.find((l) => l.kind === kind)!;
  const setLimit = (p: Player, kind: 'deposit_day' | 'deposit_week' | 'deposit_month' | 'loss_day' | 'loss_week', amount: number | null) =>
    p.api.POST('/api-set-limit', { body: { kind, amount } });
  const single = (p: Player, points: number, digit = '5') => bid(p, market, 'Single Ank', 'Open', [{ points, digits: digit }]);

  it.skipIf(skip)('registration needs a date of birth showing 18 or older on the IST day', async () => {
    t.clock.set(MONDAY_10);
    const missing = await t.api().POST('/api-user-registration', { body: { ...newPlayer(), date_of_birth: undefined } as never });
    expect(missing.response.status).toBe(422);
    const young = await t.api().POST('/api-user-registration', { body: newPlayer({ date_of_birth: '2008-11-24' }) });
    expect(young.data).toEqual({ status: 0, code: 'UNDERAGE', msg: 'You must be 18 or older to register.' });
    const eighteenToday = await t.api().POST('/api-user-registration', { body: newPlayer({ date_of_birth: '2008-11-23' }) });
    expect(eighteenToday.data).toMatchObject({ status: 1 });
    const stored = await t.database.db
      .selectFrom('protection_profiles')
      .select('birth_date')
      .where('user_id', '=', Number(eighteenToday.data!.user_id))
      .executeTakeFirst();
    expect(stored?.birth_date).toBe('2008-11-23');
    const implausible = await t.api().POST('/api-user-registration', { body: newPlayer({ date_of_birth: '1890-01-01' }) });
    expect(implausible.response.status).toBe(422);
  });

  it.skipIf(skip)('lowering applies at once; raising and removing wait 24 hours and say when they apply', async () => {
    t.clock.set(MONDAY_10);
    const p = await registerAndLogin(t);
    const first = await setLimit(p, 'loss_day', 500);
    expect(first.data).toMatchObject({ status: true, code: 'OK', msg: 'Your daily loss limit is now 500 points.', limit: { amount: 500, pending: null } });
    const raise = await setLimit(p, 'loss_day', 800);
    expect(raise.data).toMatchObject({
      status: true,
      code: 'LIMIT_PENDING',
      msg: 'Your daily loss limit stays 500 points until 24/11/2026 10:00 AM IST; then it becomes 800 points.',
      limit: { amount: 500, pending: { amount: 800, applies_at: new Date(MONDAY_10 + 24 * HOUR).toISOString() } },
    });
    t.clock.set(MONDAY_10 + 24 * HOUR - 60_000);
    expect((await limitOf(p, 'loss_day')).amount).toBe(500);
    t.clock.set(MONDAY_10 + 24 * HOUR);
    expect(await limitOf(p, 'loss_day')).toMatchObject({ amount: 800, pending: null });

    const lower = await setLimit(p, 'loss_day', 300);
    expect(lower.data?.limit).toMatchObject({ amount: 300, pending: null });
    const removal = await setLimit(p, 'loss_day', null);
    expect(removal.data).toMatchObject({ code: 'LIMIT_PENDING', limit: { amount: 300, pending: { amount: null } } });
    expect(removal.data?.msg).toMatch(/stays 300 points until 25\/11\/2026 10:00 AM IST; then it is removed/);
    const cancel = await setLimit(p, 'loss_day', 300);
    expect(cancel.data).toMatchObject({
      code: 'OK',
      msg: 'Your daily loss limit stays 300 points. The pending change is cancelled.',
      limit: { pending: null },
    });
    t.clock.set(MONDAY_10 + 50 * HOUR);
    expect((await limitOf(p, 'loss_day')).amount).toBe(300);

    const history = (await limits(p)).history.map((h) => h.action);
    expect(history).toEqual(['limit.pending_cancelled', 'limit.removal_requested', 'limit.lowered', 'limit.raise_requested', 'limit.lowered']);
    const audit = await operator.api.GET('/admin/audit-log', { params: { query: {} } });
    expect(audit.data?.items.filter((i) => i.target_type === 'player_protection' && i.target_id === p.userId)).toHaveLength(5);
  });

  it.skipIf(skip)('a fund request past a deposit limit is refused, naming the limit and its reset; pending requests count', async () => {
    t.clock.set(MONDAY_10);
    const p = await registerAndLogin(t);
    await setLimit(p, 'deposit_day', 1000);
    expect((await deposit(t, p.token, 600, receipt)).body).toMatchObject({ status: true });
    const over = await deposit(t, p.token, 500, receipt);
    expect(over.body).toEqual({
      status: false,
      code: 'DEPOSIT_LIMIT_REACHED',
      msg: 'This deposit would pass your daily deposit limit of 1000 points (used: 600 points). It resets at 24/11/2026 12:00 AM IST.',
    });
    expect((await deposit(t, p.token, 400, receipt)).body).toMatchObject({ status: true });
    expect(await limitOf(p, 'deposit_day')).toMatchObject({ used: 1000, resets_at: new Date(ist('2026-11-24T00:00:00')).toISOString() });
    t.clock.set(ist('2026-11-24T00:00:00'));
    expect((await deposit(t, p.token, 100, receipt)).body).toMatchObject({ status: false, code: 'DEPOSIT_LIMIT_REACHED' });
  });

  it.skipIf(skip)('approval does not credit past the limit in force when approved (409); the request stays pending', async () => {
    t.clock.set(MONDAY_10);
    const p = await registerAndLogin(t);
    const sent = await deposit(t, p.token, 600, receipt);
    await setLimit(p, 'deposit_week', 500);
    const approve = await operator.api.POST('/admin/fund-requests/{request_id}/approve', {
      params: { path: { request_id: String(sent.body.request_id) } },
      body: {},
    });
    expect(approve.response.status).toBe(409);
    expect(approve.error).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED' });
    expect(approve.error?.msg).toMatch(/weekly deposit limit of 500 points/);
    expect(await balanceOf(p)).toBe(0);
    const history = await p.api.POST('/api-fund-request-history', { body: {} });
    expect(history.data?.fund_data[0]?.request_status).toBe('pending');
  });

  it.skipIf(skip)('10 concurrent fund requests of 300 against a limit of 1000: exactly 3 accepted', async () => {
    t.clock.set(MONDAY_10);
    const p = await registerAndLogin(t);
    await setLimit(p, 'deposit_month', 1000);
    const results = await Promise.all(Array.from({ length: 10 }, () => deposit(t, p.token, 300, receipt)));
    expect(results.filter((r) => r.body.status === true)).toHaveLength(3);
    expect(results.filter((r) => r.body.code === 'DEPOSIT_LIMIT_REACHED')).toHaveLength(7);
    const rows = await t.database.db.selectFrom('fund_requests').select('id').where('user_id', '=', Number(p.userId)).execute();
    expect(rows).toHaveLength(3);
  });

  it.skipIf(skip)('of several limits a move would pass, the refusal names the one that resets last, on every database', async () => {
    t.clock.set(MONDAY_10);
    const p = await registerAndLogin(t);
    await fund(operator, p, 10000);
    // Set in this order, a table read in storage order would meet the weekly limit first on one engine only.
    await setLimit(p, 'deposit_week', 1000);
    await setLimit(p, 'deposit_day', 1000);
    await setLimit(p, 'deposit_day', 900);
    expect((await deposit(t, p.token, 1500, receipt)).body).toMatchObject({
      code: 'DEPOSIT_LIMIT_REACHED',
      msg: 'This deposit would pass your weekly deposit limit of 1000 points (used: 0 points). It resets at 30/11/2026 12:00 AM IST.',
    });
    await setLimit(p, 'loss_week', 100);
    await setLimit(p, 'loss_day', 100);
    expect((await single(p, 500)).data).toMatchObject({
      code: 'LOSS_LIMIT_REACHED',
      msg: 'This bid would pass your weekly loss limit of 100 points (lost so far: 0 points). It resets at 30/11/2026 12:00 AM IST.',
    });
  });

  it.skipIf(skip)('with an empty wallet, a protected player is told of the protection, not to top up', async () => {
    t.clock.set(MONDAY_10);
    const resting = await registerAndLogin(t);
    expect((await resting.api.POST('/api-take-break', { body: { period: '24h' } })).data?.status).toBe(true);
    expect((await single(resting, 10)).data?.code).toBe('ON_BREAK');
    const limited = await registerAndLogin(t);
    await setLimit(limited, 'loss_day', 5);
    expect((await single(limited, 10)).data?.code).toBe('LOSS_LIMIT_REACHED');
  });

  it.skipIf(skip)('50 concurrent slips of 20 against a daily loss limit of 500: exactly 25 accepted', async () => {
    t.clock.set(MONDAY_10);
    const p = await registerAndLogin(t);
    await fund(operator, p, 10000);
    await setLimit(p, 'loss_day', 500);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => single(p, 20, String(i % 10))));
    expect(results.filter((r) => r.data?.status === true)).toHaveLength(25);
    const refused = results.filter((r) => r.data?.code === 'LOSS_LIMIT_REACHED');
    expect(refused).toHaveLength(25);
    expect(refused[0]?.data?.msg).toBe(
      'This bid would pass your daily loss limit of 500 points (lost so far: 500 points). It resets at 24/11/2026 12:00 AM IST.',
    );
    expect(await balanceOf(p)).toBe(9500);
    expect(await limitOf(p, 'loss_day')).toMatchObject({ amount: 500, used: 500 });
    // The weekly period is the same; the next IST day the daily limit starts again.
    t.clock.set(ist('2026-11-24T10:00:00'));
    expect((await single(p, 20)).data).toMatchObject({ status: true });
  });

  it.skipIf(skip)('a break stops bets and deposits, not withdrawals or history, and nobody can end it early', async () => {
    t.clock.set(MONDAY_10);
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    const taken = await p.api.POST('/api-take-break', { body: { period: '24h' } });
    expect(taken.data).toMatchObject({
      status: true,
      msg: 'You are taking a break until 24/11/2026 10:00 AM IST. Bets and deposits are paused; withdrawals and history stay open.',
      block: { kind: 'break', period: '24h', ends_at: new Date(MONDAY_10 + 24 * HOUR).toISOString() },
    });
    expect((await single(p, 10)).data).toMatchObject({ status: false, code: 'ON_BREAK' });
    expect((await deposit(t, p.token, 200, receipt)).body).toMatchObject({ status: false, code: 'ON_BREAK' });
    // The break is what the player is told, not an amount out of range or a missing receipt.
    expect((await deposit(t, p.token, 1, receipt)).body).toMatchObject({ status: false, code: 'ON_BREAK' });
    const noReceipt = await p.api.POST('/api-fund-request-add', { body: { request_amount: '500', request_number: '412345678999' } as never });
    expect(noReceipt.data ?? noReceipt.error).toMatchObject({ status: false, code: 'ON_BREAK' });
    expect((await single(p, 1)).data).toMatchObject({ status: false, code: 'ON_BREAK' });
    expect((await single(p, 9_000_000)).data).toMatchObject({ status: false, code: 'ON_BREAK' });
    const withdrawal = await p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 300, payment_method: 'Bank transfer' } });
    expect(withdrawal.data).toMatchObject({ status: true });
    expect(await balanceOf(p)).toBe(700);
    expect((await p.api.POST('/api-wallet-transaction-history', { body: {} })).data?.status).toBe(true);
    // A shorter or equal break taken again does not shorten it; no call lifts it.
    await p.api.POST('/api-take-break', { body: { period: '24h' } });
    t.clock.set(MONDAY_10 + 24 * HOUR - 1);
    expect((await single(p, 10)).data).toMatchObject({ code: 'ON_BREAK' });
    t.clock.set(MONDAY_10 + 25 * HOUR);
    expect((await single(p, 10, '1')).data).toMatchObject({ status: true });
  });

  it.skipIf(skip)('self-exclusion needs confirmation, blocks bets and deposits for its period and the mobile cannot register', async () => {
    t.clock.set(MONDAY_10);
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    const unconfirmed = await p.api.POST('/api-self-exclude', { body: { period: '6m', confirm: false } as never });
    expect(unconfirmed.response.status).toBe(422);
    const excluded = await p.api.POST('/api-self-exclude', { body: { period: '6m', confirm: true } });
    expect(excluded.data).toMatchObject({
      status: true,
      block: { kind: 'exclusion', period: '6m', ends_at: new Date(ist('2027-05-23T10:00:00')).toISOString() },
    });
    expect((await single(p, 10)).data).toMatchObject({ status: false, code: 'SELF_EXCLUDED' });
    expect((await single(p, 10)).data?.msg).toMatch(/self-excluded until 23\/05\/2027 10:00 AM IST/);
    expect((await deposit(t, p.token, 200, receipt)).body).toMatchObject({ code: 'SELF_EXCLUDED' });
    // A break taken during it does not replace it.
    await p.api.POST('/api-take-break', { body: { period: '24h' } });
    expect((await limits(p)).block).toMatchObject({ kind: 'exclusion' });
    t.clock.set(MONDAY_10 + 25 * 24 * HOUR);
    expect((await single(p, 10)).data).toMatchObject({ code: 'SELF_EXCLUDED' });
    // The account's own number answers as any registered number does: a visitor learns nothing of the exclusion.
    const again = await t.api().POST('/api-user-registration', { body: newPlayer({ mobile: p.mobile }) });
    expect(again.data).toMatchObject({ status: 0, code: 'MOBILE_TAKEN' });
    // Even if the account's number were released (closed account), the number stays excluded, and the reply does not
    // say until when.
    await t.database.db.updateTable('users').set({ mobile: '0000000000' }).where('id', '=', Number(p.userId)).execute();
    const released = await t.api().POST('/api-user-registration', { body: newPlayer({ mobile: p.mobile }) });
    expect(released.data).toMatchObject({ status: 0, code: 'MOBILE_EXCLUDED', msg: 'This mobile number cannot register while its self-exclusion lasts.' });
    t.clock.set(ist('2027-05-23T10:00:00'));
    expect((await t.api().POST('/api-user-registration', { body: newPlayer({ mobile: p.mobile }) })).data?.status).toBe(1);
  });

  it.skipIf(skip)('reality check: time played and net result of the login session at the chosen interval', async () => {
    t.clock.set(MONDAY_10);
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    expect((await p.api.POST('/api-set-reality-check', { body: { interval_minutes: 30 } })).data).toMatchObject({ status: true });
    await single(p, 100);
    t.clock.set(MONDAY_10 + 65 * 60_000);
    const check = await p.api.POST('/api-reality-check', { body: {} });
    expect(check.data).toEqual({
      status: true,
      code: 'OK',
      msg: 'You have played for 1 hour 5 minutes; net result -100 points.',
      interval_minutes: 30,
      session_started_at: new Date(MONDAY_10).toISOString(),
      minutes_played: 65,
      staked: 100,
      won: 0,
      net_result: -100,
      checks_due: 2,
      next_check_at: new Date(MONDAY_10 + 90 * 60_000).toISOString(),
    });
    await p.api.POST('/api-set-reality-check', { body: { interval_minutes: 0 } });
    expect((await p.api.POST('/api-reality-check', { body: {} })).data).toMatchObject({ checks_due: 0, next_check_at: null });
  });

  it.skipIf(skip)('a player on a break or excluded gets no announcement to every player made since; their own messages still come', async () => {
    t.clock.set(MONDAY_10);
    const p = await registerAndLogin(t);
    const announce = (body: { title: string; message: string; player_id?: string }) => operator.api.POST('/admin/notifications', { body });
    await announce({ title: 'Before the break', message: 'Markets open at ten.' });
    t.clock.advance(60_000);
    expect((await p.api.POST('/api-take-break', { body: { period: '24h' } })).data).toMatchObject({ status: true });
    t.clock.advance(60_000);
    await announce({ title: 'Bonus day', message: 'Double points today!' });
    await announce({ title: 'To you alone', message: 'Your withdrawal details were checked.', player_id: p.userId });
    const titles = async (who: typeof p) => (await who.api.POST('/api-get-notification', { body: {} })).data?.notification.map((n) => n.title);
    const shown = await titles(p);
    expect(shown).toContain('Before the break');
    expect(shown).toContain('To you alone');
    expect(shown).not.toContain('Bonus day');
    expect(await titles(await registerAndLogin(t))).toContain('Bonus day');
    // Once the break is over, the announcements come again.
    t.clock.advance(25 * HOUR);
    expect(await titles(p)).toContain('Bonus day');
  });

  it.skipIf(skip)('operators read a player, may only tighten a limit (audited), and see players at limits and blocked', async () => {
    t.clock.set(MONDAY_10);
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    await setLimit(p, 'loss_week', 300);
    const looser = await operator.api.POST('/admin/users/{user_id}/protection/limits', {
      params: { path: { user_id: p.userId } },
      body: { kind: 'loss_week', amount: 300, reason: 'review' },
    });
    expect(looser.response.status).toBe(409);
    expect(looser.error?.code).toBe('NOT_STRICTER');
    const stricter = await operator.api.POST('/admin/users/{user_id}/protection/limits', {
      params: { path: { user_id: p.userId } },
      body: { kind: 'loss_week', amount: 100, reason: 'Affordability review' },
    });
    expect(stricter.data?.limit).toMatchObject({ amount: 100, player_amount: 300, operator_amount: 100 });
    // The player's own raise, once in force, does not lift the operator's limit, and the reply says so.
    expect((await setLimit(p, 'loss_week', 5000)).data?.msg).toMatch(/then it becomes 5000 points\. The operator's limit of 100 points stays in force\.$/);
    t.clock.set(MONDAY_10 + 25 * HOUR);
    expect(await limitOf(p, 'loss_week')).toMatchObject({ amount: 100, player_amount: 5000 });
    expect((await single(p, 100)).data).toMatchObject({ status: true });
    expect((await single(p, 10)).data).toMatchObject({ code: 'LOSS_LIMIT_REACHED' });

    const view = await operator.api.GET('/admin/users/{user_id}/protection', { params: { path: { user_id: p.userId } } });
    expect(view.data?.history.find((h) => h.action === 'limit.operator_set')).toMatchObject({
      by: 'operator',
      details: { kind: 'loss_week', amount: 100, reason: 'Affordability review' },
    });
    // The player sees the change, not the operator's reason.
    const own = await p.api.POST('/api-get-limits', { body: {} });
    const seen = own.data?.history.find((h) => h.action === 'limit.operator_set');
    expect(seen).toMatchObject({ by: 'operator', details: { kind: 'loss_week', amount: 100 } });
    expect(seen?.details).not.toHaveProperty('reason');
    const audit = await operator.api.GET('/admin/audit-log', { params: { query: {} } });
    expect(audit.data?.items.find((i) => i.action === 'limit.operator_set' && i.target_id === p.userId)).toMatchObject({ actor_id: operator.userId });
    const excluded = await registerAndLogin(t);
    await excluded.api.POST('/api-self-exclude', { body: { period: 'permanent', confirm: true } });
    const report = await operator.api.GET('/admin/protection/at-limits');
    expect(report.data?.at_limits).toContainEqual(expect.objectContaining({ user_id: p.userId, kind: 'loss_week', amount: 100, used: 100 }));
    expect(report.data?.blocked).toContainEqual(expect.objectContaining({ user_id: excluded.userId, kind: 'exclusion', period: 'permanent', ends_at: null }));
    // Paged alike: each list holds at most `limit` rows from `offset`; the totals count every row.
    const totals = report.data!;
    expect(totals).toMatchObject({ at_limits_total: totals.at_limits.length, blocked_total: totals.blocked.length, limit: 50, offset: 0 });
    const first = await operator.api.GET('/admin/protection/at-limits', { params: { query: { limit: '1', offset: '0' } } });
    expect(first.data).toMatchObject({ at_limits_total: totals.at_limits_total, blocked_total: totals.blocked_total, limit: 1, offset: 0 });
    expect(first.data?.at_limits).toEqual(totals.at_limits.slice(0, 1));
    expect(first.data?.blocked).toEqual(totals.blocked.slice(0, 1));
    const beyond = await operator.api.GET('/admin/protection/at-limits', {
      params: { query: { limit: '1', offset: String(totals.at_limits_total + totals.blocked_total) } },
    });
    expect(beyond.data).toMatchObject({ at_limits: [], blocked: [], at_limits_total: totals.at_limits_total });
    const player = await p.api.GET('/admin/protection/at-limits');
    expect(player.response.status).toBe(403);
  });
});
