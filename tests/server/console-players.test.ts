/**
 * Operator player management: search and paging with totals, the player page, status flags enforced on the
 * player's own calls, suspension and forced logout ending sessions, maintenance mode, and one effect per change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, bid, createMarket, fund, ist, type Player } from '../helpers/betting.ts';
import { BANK, deposit, pngOf } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

const MONDAY = '2026-11-23';
const KALYAN: [string, string, string, string] = ['15:45', '16:00', '17:45', '18:00'];

describe.each(dialects())('console players on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  let market: string;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    t.clock.set(ist(`${MONDAY}T12:00:00`));
    operator = await makeOperator(t);
    market = await createMarket(operator, 'PLAYERS MARKET', KALYAN);
  });
  afterAll(async () => t?.close());

  const setStatus = (p: Player, body: { betting_blocked?: boolean; withdrawals_blocked?: boolean; suspended?: boolean; reason: string }) =>
    operator.api.PATCH('/admin/players/{user_id}/status', { params: { path: { user_id: p.userId } }, body });

  it.skipIf(skip)('searches by mobile, name or username and pages with a total, never cutting the list', async () => {
    const tag = 'Zebra';
    const made: Player[] = [];
    for (let i = 0; i < 7; i += 1) made.push(await registerAndLogin(t, { name: `${tag} Person ${i}` }));
    const byName = await operator.api.GET('/admin/players', { params: { query: { q: 'zebra', limit: '3' } } });
    expect(byName.data?.total).toBe(7);
    expect(byName.data?.items).toHaveLength(3);
    const seen = new Set<string>();
    for (let offset = 0; offset < 7; offset += 3) {
      const page = await operator.api.GET('/admin/players', { params: { query: { q: 'zebra', limit: '3', offset: String(offset) } } });
      for (const item of page.data!.items) seen.add(item.id);
    }
    expect([...seen].sort()).toEqual(made.map((p) => p.userId).sort());
    const byMobile = await operator.api.GET('/admin/players', { params: { query: { q: made[2]!.mobile } } });
    expect(byMobile.data?.items.map((p) => p.id)).toEqual([made[2]!.userId]);
    const byUsername = await operator.api.GET('/admin/players', { params: { query: { q: made[4]!.email.toUpperCase() } } });
    expect(byUsername.data?.items.map((p) => p.id)).toEqual([made[4]!.userId]);
    const wildcard = await operator.api.GET('/admin/players', { params: { query: { q: '%' } } });
    expect(wildcard.data?.total).toBe(0);
    const all = await operator.api.GET('/admin/players', { params: { query: { limit: '200' } } });
    expect(all.data?.items.some((p) => p.id === operator.userId)).toBe(false);
    // Letters beyond ASCII are matched in any case, on every database.
    const accented = await registerAndLogin(t, { name: 'Émile Ünter' });
    for (const q of ['émile', 'ÉMILE', 'ünter', 'Émile Ü']) {
      const found = await operator.api.GET('/admin/players', { params: { query: { q } } });
      expect(
        found.data?.items.map((p) => p.id),
        q,
      ).toEqual([accented.userId]);
    }
  });

  it.skipIf(skip)('shows the player page with balance, counts and lifetime sums', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 500);
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    expect((await bid(p, market, 'Single Ank', 'Open', [{ points: 20, digits: '3' }])).data?.status).toBe(true);
    const res = await operator.api.GET('/admin/players/{user_id}', { params: { path: { user_id: p.userId } } });
    expect(res.data).toMatchObject({
      player: { id: p.userId, wallet_balance: 480, suspended: false, betting_blocked: false, withdrawals_blocked: false },
      bank: BANK,
      counts: { bids: 1, pending_bids: 1, fund_requests: 0, withdrawals: 0 },
      totals: { deposited: 0, withdrawn: 0, withdrawal_pending: 0, staked: 20, won: 0, adjusted: 500 },
      live_sessions: 1,
    });
    const missing = await operator.api.GET('/admin/players/{user_id}', { params: { path: { user_id: '999999' } } });
    expect(missing.response.status).toBe(404);
    const notAPlayer = await operator.api.GET('/admin/players/{user_id}', { params: { path: { user_id: operator.userId } } });
    expect(notAPlayer.response.status).toBe(404);
    // An operator's passbook is no player's either.
    const operatorLedger = await operator.api.GET('/admin/users/{user_id}/ledger', { params: { path: { user_id: operator.userId } } });
    expect(operatorLedger.response.status).toBe(404);
    expect(operatorLedger.error).toMatchObject({ code: 'NOT_FOUND', msg: 'No such player' });
    const ledger = await operator.api.GET('/admin/users/{user_id}/ledger', { params: { path: { user_id: p.userId } } });
    expect(ledger.data).toMatchObject({ user_id: p.userId, wallet_balance: 480, total: 2 });
  });

  it.skipIf(skip)('counts a withdrawal as withdrawn once it is paid; until then its points are held', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 2000);
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    const ids: string[] = [];
    for (const amount of [600, 700]) {
      const w = await p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: amount, payment_method: 'Bank transfer' } });
      ids.push(String(w.data?.result?.request_number).replace('WD-', ''));
    }
    const totals = async () => (await operator.api.GET('/admin/players/{user_id}', { params: { path: { user_id: p.userId } } })).data?.totals;
    expect(await totals()).toMatchObject({ withdrawn: 0, withdrawal_pending: 1300 });
    await operator.api.POST('/admin/withdrawals/{withdrawal_id}/approve', { params: { path: { withdrawal_id: ids[0]! } }, body: {} });
    expect(await totals()).toMatchObject({ withdrawn: 600, withdrawal_pending: 700 });
    await operator.api.POST('/admin/withdrawals/{withdrawal_id}/reject', { params: { path: { withdrawal_id: ids[1]! } }, body: { reason: 'Wrong account' } });
    expect(await totals()).toMatchObject({ withdrawn: 600, withdrawal_pending: 0 });
  });

  it.skipIf(skip)("a betting block refuses the player's bids and changes nothing; lifting it lets them bet again", async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    const blocked = await setStatus(p, { betting_blocked: true, reason: 'Suspicious pattern' });
    expect(blocked.data).toMatchObject({ code: 'OK', changed: ['betting_blocked'], player: { betting_blocked: true } });
    const refused = await bid(p, market, 'Single Ank', 'Open', [{ points: 10, digits: '1' }]);
    expect(refused.data).toEqual({ status: false, code: 'BETTING_BLOCKED', msg: 'Betting is blocked on your account. Please contact support.' });
    expect(await balanceOf(p)).toBe(1000);
    const bids = await operator.api.GET('/admin/bids', { params: { query: { user_id: p.userId } } });
    expect(bids.data?.total).toBe(0);
    // Withdrawals stay allowed by a betting block.
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    const w = await p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 600, payment_method: 'Bank transfer' } });
    expect(w.data?.code).toBe('OK');
    await setStatus(p, { betting_blocked: false, reason: 'Cleared' });
    expect((await bid(p, market, 'Single Ank', 'Open', [{ points: 10, digits: '1' }])).data?.status).toBe(true);
    expect((await t.api().POST('/api-get-dashboard-data', { body: {} })).data?.maintenance_message).toBe('');
  });

  it.skipIf(skip)('a withdrawal block refuses withdrawal requests and holds nothing', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    await setStatus(p, { withdrawals_blocked: true, reason: 'KYC pending' });
    const refused = await p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 600, payment_method: 'Bank transfer' } });
    expect(refused.data).toEqual({ status: false, code: 'WITHDRAWALS_BLOCKED', msg: 'Withdrawals are blocked on your account. Please contact support.' });
    expect(await balanceOf(p)).toBe(1000);
    const list = await operator.api.GET('/admin/withdrawals', { params: { query: { user_id: p.userId } } });
    expect(list.data?.total).toBe(0);
    expect((await bid(p, market, 'Single Ank', 'Open', [{ points: 10, digits: '1' }])).data?.status).toBe(true);
  });

  it.skipIf(skip)('suspension ends every session and refuses login; reactivation lets the player log in again', async () => {
    const p = await registerAndLogin(t);
    const second = await t.api().POST('/api-user-login', { body: { mobile: p.mobile, password: p.password } });
    const res = await setStatus(p, { suspended: true, reason: 'Chargeback' });
    expect(res.data).toMatchObject({ code: 'OK', changed: ['suspended'], player: { suspended: true } });
    for (const token of [p.token, second.data!.token!]) {
      const profile = await t.api(token).POST('/api-get-profile', { body: {} });
      expect(profile.response.status).toBe(401);
    }
    const login = await t.api().POST('/api-user-login', { body: { mobile: p.mobile, password: p.password } });
    expect(login.data).toMatchObject({ status: 0, code: 'ACCOUNT_BLOCKED' });
    const detail = await operator.api.GET('/admin/players/{user_id}', { params: { path: { user_id: p.userId } } });
    expect(detail.data?.live_sessions).toBe(0);
    await setStatus(p, { suspended: false, reason: 'Resolved' });
    const again = await t.api().POST('/api-user-login', { body: { mobile: p.mobile, password: p.password } });
    expect(again.data?.status).toBe(1);
  });

  it.skipIf(skip)('two operators changing the same flag at once have one effect; the second is told', async () => {
    const p = await registerAndLogin(t);
    const other = await makeOperator(t);
    const [a, b] = await Promise.all([
      setStatus(p, { betting_blocked: true, reason: 'First operator' }),
      other.api.PATCH('/admin/players/{user_id}/status', { params: { path: { user_id: p.userId } }, body: { betting_blocked: true, reason: 'Second' } }),
    ]);
    const codes = [a.data?.code, b.data?.code].sort();
    expect(codes).toEqual(['OK', 'UNCHANGED']);
    const unchanged = [a.data, b.data].find((d) => d?.code === 'UNCHANGED');
    expect(unchanged?.msg).toBe('Nothing to change for: betting blocked (already so).');
    expect(unchanged?.changed).toEqual([]);
    const log = await operator.api.GET('/admin/audit-log', { params: { query: { action: 'player.status' } } });
    expect(log.data?.items.filter((e) => e.target_id === p.userId)).toHaveLength(1);
  });

  it.skipIf(skip)('logs a player out everywhere once, audited', async () => {
    const p = await registerAndLogin(t);
    await t.api().POST('/api-user-login', { body: { mobile: p.mobile, password: p.password } });
    const first = await operator.api.POST('/admin/players/{user_id}/logout', { params: { path: { user_id: p.userId } }, body: { reason: 'Lost phone' } });
    expect(first.data).toEqual({ status: true, code: 'OK', msg: '2 sessions ended.', sessions_ended: 2 });
    expect((await p.api.POST('/api-get-profile', { body: {} })).response.status).toBe(401);
    const second = await operator.api.POST('/admin/players/{user_id}/logout', { params: { path: { user_id: p.userId } }, body: {} });
    expect(second.data).toEqual({ status: true, code: 'UNCHANGED', msg: 'The player had no live session.', sessions_ended: 0 });
    const log = await operator.api.GET('/admin/audit-log', { params: { query: { action: 'player.logout', actor_id: operator.userId } } });
    expect(log.data?.items.find((e) => e.target_id === p.userId)?.details).toEqual({ sessions_ended: 2, reason: 'Lost phone' });
    // Logging in again works: a forced logout is not a suspension.
    expect((await t.api().POST('/api-user-login', { body: { mobile: p.mobile, password: p.password } })).data?.status).toBe(1);
  });

  it.skipIf(skip)('maintenance refuses player bids, deposits and withdrawals, not operators; players still log in', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    const on = await operator.api.PATCH('/admin/settings', { body: { maintenance_mode: true, maintenance_message: 'Back at 2 PM.' } });
    expect(on.data).toMatchObject({ maintenance_mode: true, maintenance_message: 'Back at 2 PM.' });
    try {
      const refusal = { status: false, code: 'MAINTENANCE', msg: 'Back at 2 PM.' };
      expect((await bid(p, market, 'Single Ank', 'Open', [{ points: 10, digits: '1' }])).data).toEqual(refusal);
      const w = await p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 600, payment_method: 'Bank transfer' } });
      expect(w.data).toEqual(refusal);
      const d = await deposit(t, p.token, 500, await pngOf(40, 40));
      expect(d.body).toEqual(refusal);
      expect(await balanceOf(p)).toBe(1000);
      expect((await t.api().POST('/api-user-login', { body: { mobile: p.mobile, password: p.password } })).data?.status).toBe(1);
      expect((await t.api().POST('/api-user-login', { body: { mobile: operator.mobile, password: operator.password } })).data?.status).toBe(1);
      await fund(operator, p, 5);
      expect(await balanceOf(p)).toBe(1005);
      expect((await operator.api.GET('/admin/players', { params: { query: { q: p.mobile } } })).data?.total).toBe(1);
      // Players read it before filling anything in: on Home, and as why withdrawals are closed.
      expect((await t.api().POST('/api-get-dashboard-data', { body: {} })).data?.maintenance_message).toBe('Back at 2 PM.');
      const info = await p.api.POST('/api-user-withdraw-transaction-history', { body: {} });
      expect(info.data).toMatchObject({ withdraw_is_open: false, closed_reason: 'Back at 2 PM.' });
    } finally {
      await operator.api.PATCH('/admin/settings', { body: { maintenance_mode: false } });
    }
    expect((await bid(p, market, 'Single Ank', 'Open', [{ points: 10, digits: '1' }])).data?.status).toBe(true);
  });

  it.skipIf(skip)('refuses a status change without a flag or a reason, and for an unknown player', async () => {
    const p = await registerAndLogin(t);
    const noFlag = await operator.api.PATCH('/admin/players/{user_id}/status', { params: { path: { user_id: p.userId } }, body: { reason: 'Nothing' } });
    expect(noFlag.response.status).toBe(422);
    const noReason = await fetch(`${t.baseUrl}/admin/players/${p.userId}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operator.token}` },
      body: JSON.stringify({ suspended: true }),
    });
    expect(noReason.status).toBe(422);
    const unknown = await operator.api.PATCH('/admin/players/{user_id}/status', {
      params: { path: { user_id: '999999' } },
      body: { suspended: true, reason: 'x y z' },
    });
    expect(unknown.response.status).toBe(404);
    expect((await p.api.POST('/api-get-profile', { body: {} })).response.status).toBe(200);
  });
});
