/**
 * The console's dashboard, reports, deposit queue, notifications and audit filters, checked against what the
 * players did through the API.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, createMarket, declare, fund, ist, type Player, starlineBid } from '../helpers/betting.ts';
import { BANK, pngOf, sendFundRequest } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { fillTxnKeys } from '../../server/db/migrations/021-fund-request-txn-key.ts';
import { txnKeyOf } from '../../server/modules/funds/fund-requests.ts';

const DAY = '2026-11-24';
const KALYAN: [string, string, string, string] = ['15:45', '16:00', '17:45', '18:00'];

describe.each(dialects())('console reports on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  let market: string;
  let a: Player;
  let b: Player;
  beforeAll(async () => {
    if (skip) return;
    // On a file, as the product runs: the operator's reads then go through the read worker (server/db/read-worker.ts).
    t = await startTestApp(dialect, { sqliteOnDisk: true });
    t.clock.set(ist(`${DAY}T10:00:00`));
    operator = await makeOperator(t);
    market = await createMarket(operator, 'REPORT MARKET', KALYAN);
    a = await registerAndLogin(t, { name: 'Report Alpha' });
    b = await registerAndLogin(t, { name: 'Report Beta' });
    await fund(operator, a, 10000);
    await fund(operator, b, 10000);
    // Alpha: 100 on ank 1 (wins 950) + 50 on 128 (wins 7000); Beta: 200 on ank 2 (loses), and 100 on Jodi 25, which
    // the open result leaves to the close: staked, not settled, not yet in the house result.
    expect((await bid(a, market, 'Single Ank', 'Open', [{ points: 100, digits: '1' }])).data?.status).toBe(true);
    expect((await bid(a, market, 'Single Pana', 'Open', [{ points: 50, digits: '128' }])).data?.status).toBe(true);
    expect((await bid(b, market, 'Single Ank', 'Open', [{ points: 200, digits: '2' }])).data?.status).toBe(true);
    expect((await bid(b, market, 'Jodi', '', [{ points: 100, digits: '25' }])).data?.status).toBe(true);
    t.clock.set(ist(`${DAY}T15:50:00`));
    expect((await declare(operator, market, DAY, 'open', '128')).response.status).toBe(200);
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)('the dashboard shows the day per market and in total, pending money, new players and 30 days', async () => {
    await b.api.POST('/api-add-user-bank-details', { body: BANK });
    t.clock.set(ist(`${DAY}T12:00:00`));
    expect((await b.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 1000, payment_method: 'Bank transfer' } })).data?.code).toBe('OK');
    const receipt = await pngOf(30, 30);
    const dep = await sendFundRequest(
      t,
      a.token,
      { request_amount: '500', request_description: 'UPI', request_number: '777000111222' },
      { data: receipt, name: 'r.png', type: 'image/png' },
    );
    expect(dep.body.code).toBe('OK');
    const res = await operator.api.GET('/admin/dashboard', { params: { query: { date: DAY } } });
    expect(res.data?.markets.find((m) => m.market_id === market)).toEqual({
      market_id: market,
      name: 'REPORT MARKET',
      family: 'daily',
      bids: 4,
      stakes: 450,
      pending: 100,
      payouts: 950 + 7000,
      house: 350 - 7950,
    });
    expect(res.data?.totals).toEqual({ bids: 4, stakes: 450, pending: 100, payouts: 7950, house: -7600 });
    expect(res.data?.pending_deposits).toEqual({ count: 1, amount: 500 });
    expect(res.data?.pending_withdrawals).toEqual({ count: 1, amount: 1000 });
    expect(res.data?.new_players).toBe(2);
    expect(res.data?.series).toHaveLength(30);
    expect(res.data?.series[29]).toEqual({ date: DAY, stakes: 450, pending: 100, payouts: 7950, house: -7600 });
    expect(res.data?.series[0]?.date).toBe('2026-10-26');
    const quiet = await operator.api.GET('/admin/dashboard', { params: { query: { date: '2026-11-20' } } });
    expect(quiet.data).toMatchObject({ markets: [], totals: { bids: 0, stakes: 0, pending: 0, payouts: 0, house: 0 }, new_players: 0 });
    t.clock.set(ist(`${DAY}T15:50:00`));
    expect((await operator.api.GET('/admin/dashboard', {})).data?.date).toBe(DAY);
  });

  it.skipIf(skip)('the bid report groups by day, market and bid type with totals of every row, paged', async () => {
    const res = await operator.api.GET('/admin/reports/bids', { params: { query: { from: DAY, to: DAY, market_id: market } } });
    expect(res.data).toMatchObject({ from: DAY, to: DAY, total: 3, totals: { bids: 4, winners: 2, stakes: 450, pending: 100, payouts: 7950, house: -7600 } });
    expect(res.data?.items.find((r) => r.bid_type === 'single_digit')).toMatchObject({
      bids: 2,
      winners: 1,
      stakes: 300,
      pending: 0,
      payouts: 950,
      house: -650,
    });
    expect(res.data?.items.find((r) => r.bid_type === 'jodi')).toMatchObject({ bids: 1, winners: 0, stakes: 100, pending: 100, payouts: 0, house: 0 });
    const page = await operator.api.GET('/admin/reports/bids', { params: { query: { from: DAY, to: DAY, market_id: market, limit: '1', offset: '1' } } });
    expect(page.data?.items).toHaveLength(1);
    expect(page.data?.total).toBe(3);
    expect(page.data?.totals.stakes).toBe(450);
    const badRange = await operator.api.GET('/admin/reports/bids', { params: { query: { from: '2026-11-25', to: DAY } } });
    expect(badRange.response.status).toBe(422);
  });

  it.skipIf(skip)('the sell report shows each player, biggest stakes first, searchable', async () => {
    const res = await operator.api.GET('/admin/reports/sell', { params: { query: { from: DAY, to: DAY, market_id: market } } });
    expect(res.data?.items).toEqual([
      { user_id: b.userId, name: 'Report Beta', mobile: b.mobile, bids: 2, stakes: 300, pending: 100, payouts: 0, house: 200 },
      { user_id: a.userId, name: 'Report Alpha', mobile: a.mobile, bids: 2, stakes: 150, pending: 0, payouts: 7950, house: -7800 },
    ]);
    // Its CSV keeps the figures numbers: a negative house result sums in a spreadsheet like any other.
    const csv = await fetch(`${t.baseUrl}/admin/exports/report-sell?from=${DAY}&to=${DAY}&market_id=${market}`, {
      headers: { authorization: `Bearer ${operator.token}` },
    });
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('user_id,name,mobile,bids,stakes,pending,payouts,house');
    expect(lines.slice(1).map((line) => line.split(',').slice(3))).toEqual([
      ['2', '300', '100', '0', '200'],
      ['2', '150', '0', '7950', '-7800'],
    ]);
    const one = await operator.api.GET('/admin/reports/sell', { params: { query: { from: DAY, to: DAY, q: 'alpha' } } });
    expect(one.data?.items.map((r) => r.user_id)).toEqual([a.userId]);
    expect(one.data?.total).toBe(1);
  });

  it.skipIf(skip)("lists a player's bids with filters and a total", async () => {
    const res = await operator.api.GET('/admin/bids', { params: { query: { user_id: a.userId, bid_status: 'won' } } });
    expect(res.data?.total).toBe(2);
    expect(res.data?.items.map((x) => x.win_amount).sort((x, y) => x - y)).toEqual([950, 7000]);
    const typed = await operator.api.GET('/admin/bids', { params: { query: { market_id: market, bid_type: 'single_digit', limit: '1' } } });
    expect(typed.data).toMatchObject({ total: 2, limit: 1 });
    expect(typed.data?.items).toHaveLength(1);
  });

  it.skipIf(skip)('flags duplicate transaction ids and lists pending deposits first', async () => {
    const p = await registerAndLogin(t);
    const receipt = await pngOf(30, 30);
    const send = (txn: string) =>
      sendFundRequest(
        t,
        p.token,
        { request_amount: '500', request_description: 'UPI', request_number: txn },
        { data: receipt, name: 'r.png', type: 'image/png' },
      );
    const first = await send('555000111');
    const second = await send('000555000111');
    const third = await send('999000111');
    expect([first.body.code, second.body.code, third.body.code]).toEqual(['OK', 'OK', 'OK']);
    const list = await operator.api.GET('/admin/fund-requests', { params: { query: { user_id: p.userId } } });
    expect(list.data?.total).toBe(3);
    const flags = Object.fromEntries(list.data!.items.map((r) => [r.transaction_id, r.duplicate_transaction]));
    expect(flags).toEqual({ '555000111': true, '000555000111': true, '999000111': false });
    const firstId = list.data!.items.find((r) => r.transaction_id === '555000111')!.id;
    await operator.api.POST('/admin/fund-requests/{request_id}/reject', { params: { path: { request_id: firstId } }, body: { reason: 'Duplicate' } });
    const queue = await operator.api.GET('/admin/fund-requests', { params: { query: { user_id: p.userId, order: 'pending_first' } } });
    expect(queue.data?.items.map((r) => r.status)).toEqual(['pending', 'pending', 'rejected']);
    expect(queue.data?.items.map((r) => r.transaction_id).slice(0, 2)).toEqual(['000555000111', '999000111']);
  });

  it.skipIf(skip)('keys the requests made before the key was stored as new requests are keyed (migration 021)', async () => {
    const p = await registerAndLogin(t);
    const receipt = await pngOf(30, 30);
    const ids = ['004277881123', '4277881124', '000000123456', '0000000', '00000000'];
    for (const txn of ids) {
      const sent = await sendFundRequest(
        t,
        p.token,
        { request_amount: '500', request_description: 'UPI', request_number: txn },
        { data: receipt, name: 'r.png', type: 'image/png' },
      );
      expect(sent.body.code).toBe('OK');
    }
    const keys = () => t.database.db.selectFrom('fund_requests').select(['txn_id', 'txn_key']).where('user_id', '=', Number(p.userId)).orderBy('id').execute();
    const stored = await keys();
    expect(stored.map((r) => r.txn_key)).toEqual(stored.map((r) => txnKeyOf(r.txn_id)));
    expect(stored.map((r) => r.txn_key)).toEqual(['4277881123', '4277881124', '123456', '0', '0']);
    // Ids of zeros only are flagged as the same id.
    const list = await operator.api.GET('/admin/fund-requests', { params: { query: { user_id: p.userId } } });
    const flags = Object.fromEntries(list.data!.items.map((r) => [r.transaction_id, r.duplicate_transaction]));
    expect(flags).toMatchObject({ '0000000': true, '00000000': true, '4277881124': false });
    await t.database.db.updateTable('fund_requests').set({ txn_key: '' }).where('user_id', '=', Number(p.userId)).execute();
    await fillTxnKeys(t.database.db as never);
    expect(await keys()).toEqual(stored);
  });

  it.skipIf(skip)('sends a message to one player only, lists what was sent, and filters the audit log', async () => {
    const sent = await operator.api.POST('/admin/notifications', { body: { title: 'Hello Alpha', message: 'Your bonus is ready.', player_id: a.userId } });
    expect(sent.data).toEqual({ status: true, code: 'OK', msg: 'Message sent to the player.' });
    const aNotes = await a.api.POST('/api-get-notification', { body: {} });
    const bNotes = await b.api.POST('/api-get-notification', { body: {} });
    expect(aNotes.data?.notification.some((n) => n.title === 'Hello Alpha')).toBe(true);
    expect(bNotes.data?.notification.some((n) => n.title === 'Hello Alpha')).toBe(false);
    const unknown = await operator.api.POST('/admin/notifications', { body: { title: 'Nobody', message: 'Nobody here.', player_id: '999999' } });
    expect(unknown.response.status).toBe(404);
    const list = await operator.api.GET('/admin/notifications', { params: { query: { user_id: a.userId } } });
    expect(list.data).toMatchObject({ total: 1, items: [{ user_id: a.userId, user_name: 'Report Alpha', title: 'Hello Alpha' }] });
    const log = await operator.api.GET('/admin/audit-log', { params: { query: { action: 'announcement', from: DAY, to: DAY } } });
    expect(log.data?.total).toBe(1);
    expect(log.data?.items[0]).toMatchObject({ action: 'announcement.post', actor_id: operator.userId, details: { player_id: a.userId } });
    const earlier = await operator.api.GET('/admin/audit-log', { params: { query: { to: '2026-11-23' } } });
    expect(earlier.data?.total).toBe(0);
    const byOther = await operator.api.GET('/admin/audit-log', { params: { query: { actor_id: a.userId } } });
    expect(byOther.data?.total).toBe(0);
    const paged = await operator.api.GET('/admin/audit-log', { params: { query: { limit: '2', offset: '1' } } });
    expect(paged.data?.items).toHaveLength(2);
    expect(paged.data!.total).toBeGreaterThan(3);
  });

  it.skipIf(skip)('the audit log keeps the name an operator had when acting, and no entry can be changed or deleted', async () => {
    const other = await makeOperator(t);
    const named = (name: string) => other.api.POST('/api-profile-update', { body: { user_name: name, email: other.email } });
    expect((await named('Audit Before')).data?.status).toBe(true);
    await fund(other, b, 10);
    expect((await named('Someone Else')).data?.status).toBe(true);
    const log = await operator.api.GET('/admin/audit-log', { params: { query: { actor_id: other.userId, action: 'wallet.adjust' } } });
    expect(log.data?.items[0]).toMatchObject({ action: 'wallet.adjust', actor_id: other.userId, actor_name: 'Audit Before' });
    const id = Number(log.data?.items[0]?.id);
    await expect(sql`update audit_log set details = '{}' where id = ${id}`.execute(t.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where id = ${id}`.execute(t.database.db)).rejects.toThrow(/append-only/);
  });

  it.skipIf(skip)("the audit log tells a player's own entry from an operator's, also under an operator's name", async () => {
    const twin = await registerAndLogin(t, { name: operator.name });
    expect((await twin.api.POST('/api-set-limit', { body: { kind: 'deposit_day', amount: 500 } })).data?.status).toBe(true);
    await fund(operator, twin, 10);
    const log = await operator.api.GET('/admin/audit-log', {});
    const mine = log.data?.items.filter((e) => e.target_id === twin.userId || e.actor_id === twin.userId);
    expect(mine?.map((e) => [e.action, e.actor_name, e.actor_role])).toEqual([
      ['wallet.adjust', operator.name, 'operator'],
      ['limit.lowered', operator.name, 'player'],
    ]);
  });

  it.skipIf(skip)('the bid report orders markets by name code point, then family, the same on every database', async () => {
    const day = '2026-11-26';
    t.clock.set(ist(`${day}T10:00:00`));
    const names = ['beta lower', 'Alpha Upper', 'alpha2', '_under', 'Émile'];
    const daily = await Promise.all(names.map((name) => createMarket(operator, name, KALYAN)));
    const slot = await createMarket(operator, 'beta lower', ['15:00', '15:00', '15:00', '15:00'], 'starline');
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    for (const m of daily) expect((await bid(p, m, 'Single Ank', 'Open', [{ points: 10, digits: '1' }])).data?.status).toBe(true);
    expect((await starlineBid(p, slot, 'Single Ank', [{ points: 10, digits: '1' }])).data?.status).toBe(true);
    const report = await operator.api.GET('/admin/reports/bids', { params: { query: { from: day, to: day } } });
    expect(report.data?.items.map((r) => `${r.market_name}|${r.family}`)).toEqual([
      'Alpha Upper|daily',
      '_under|daily',
      'alpha2|daily',
      'beta lower|daily',
      'beta lower|starline',
      'Émile|daily',
    ]);
  });
});
