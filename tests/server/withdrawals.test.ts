/**
 * Withdrawals: window, minimum, bank details and balance are checked; the amount is held, then paid or returned once.
 * No operator adjusts an operator's wallet or decides a request of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, createMarket, declare, ist } from '../helpers/betting.ts';
import { BANK, deposit, MONDAY_NOON_IST, pngOf } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

type Player = Awaited<ReturnType<typeof registerAndLogin>>;

describe.each(dialects())('withdrawals on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  beforeAll(async () => {
    if (skip) return;
    // The races below send hundreds of requests of one player; the hourly limit has its own test.
    t = await startTestApp(dialect, { limits: { withdrawalRequestsPerPlayer: { limit: 1000, windowMs: 60 * 60 * 1000 } } });
    operator = await makeOperator(t);
    await operator.api.PATCH('/admin/settings', {
      body: {
        min_withdraw: 500,
        max_withdraw: 50000,
        withdraw_open_time: '10:00',
        withdraw_close_time: '18:00',
        withdraw_closed_weekdays: [0],
        withdraw_closed_dates: ['2026-11-25'],
      },
    });
  });
  afterAll(async () => t?.close());

  /** A player with bank details and `points` in the wallet. */
  async function fundedPlayer(points: number, bank = true): Promise<Player> {
    const p = await registerAndLogin(t);
    if (bank) await p.api.POST('/api-add-user-bank-details', { body: BANK });
    if (points > 0) {
      const res = await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
        params: { path: { user_id: p.userId } },
        body: { amount: points, reason: 'test funding' },
      });
      expect(res.data?.wallet_balance).toBe(points);
    }
    return p;
  }
  const balanceOf = async (p: Player) => (await p.api.POST('/api-get-profile', { body: {} })).data?.profile[0]?.wallet_balance;
  const withdraw = (p: Player, amount: number, headers: Record<string, string> = {}) =>
    p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: amount, payment_method: 'Bank transfer' }, headers });

  it.skipIf(skip)('reports the window, the minimum and whether bank details exist', async () => {
    t.clock.set(MONDAY_NOON_IST);
    const p = await fundedPlayer(0, false);
    const info = await p.api.POST('/api-user-withdraw-transaction-history', { body: {} });
    expect(info.data).toMatchObject({
      withdraw_open_time: '10:00 AM',
      withdraw_close_time: '06:00 PM',
      withdraw_closed_weekdays: [0],
      withdraw_is_open: true,
      min_withdraw: 500,
      has_bank_details: false,
      withdrawdata: [],
    });
    const methods = await p.api.POST('/api-user-payment-method-list', { body: {} });
    expect(methods.data?.result).toEqual([{ name: 'Bank transfer', type: 1, pays_to: 'bank', value: '' }]);
    // Closed: why in one sentence beside the hours (none after hours: the hours say it), the whole reason in msg.
    t.clock.set(Date.parse('2026-11-22T12:00:00+05:30'));
    const sunday = await p.api.POST('/api-user-withdraw-transaction-history', { body: {} });
    expect(sunday.data).toMatchObject({
      withdraw_is_open: false,
      closed_reason: 'Withdrawals are closed on Sunday.',
      msg: 'Withdrawals are closed on Sunday. Withdrawals are open 10:00 AM to 06:00 PM, closed on Sunday.',
    });
    t.clock.set(Date.parse('2026-11-23T19:00:00+05:30'));
    const evening = await p.api.POST('/api-user-withdraw-transaction-history', { body: {} });
    expect(evening.data).toMatchObject({ withdraw_is_open: false, closed_reason: '', msg: 'Withdrawals are open 10:00 AM to 06:00 PM, closed on Sunday.' });
  });

  it.skipIf(skip)('refuses outside the window, below the minimum, above the balance, without bank details, and changes nothing', async () => {
    const p = await fundedPlayer(1000);
    const refusals: Array<[number, number, string, string]> = [
      [
        Date.parse('2026-11-22T12:00:00+05:30'),
        600,
        'WITHDRAW_CLOSED',
        'Withdrawals are closed on Sunday. Withdrawals are open 10:00 AM to 06:00 PM, closed on Sunday.',
      ],
      [Date.parse('2026-11-23T09:59:00+05:30'), 600, 'WITHDRAW_CLOSED', 'Withdrawals are open 10:00 AM to 06:00 PM, closed on Sunday.'],
      [Date.parse('2026-11-23T18:00:00+05:30'), 600, 'WITHDRAW_CLOSED', 'Withdrawals are open 10:00 AM to 06:00 PM, closed on Sunday.'],
      [
        Date.parse('2026-11-25T12:00:00+05:30'),
        600,
        'WITHDRAW_CLOSED',
        'Withdrawals are closed today. Withdrawals are open 10:00 AM to 06:00 PM, closed on Sunday.',
      ],
      [MONDAY_NOON_IST, 499, 'AMOUNT_OUT_OF_RANGE', 'The amount must be between 500 and 50,000 points'],
      [MONDAY_NOON_IST, 50001, 'AMOUNT_OUT_OF_RANGE', 'The amount must be between 500 and 50,000 points'],
      [MONDAY_NOON_IST, 1001, 'INSUFFICIENT_BALANCE', 'Your wallet does not hold enough points for this withdrawal'],
    ];
    for (const [at, amount, code, msg] of refusals) {
      t.clock.set(at);
      expect((await withdraw(p, amount)).data, `${new Date(at).toISOString()} ${amount}`).toEqual({ status: false, code, msg });
    }
    t.clock.set(MONDAY_NOON_IST);
    const noBank = await fundedPlayer(1000, false);
    expect((await withdraw(noBank, 600)).data).toMatchObject({
      status: false,
      code: 'BANK_DETAILS_MISSING',
      msg: 'Please update your bank details before withdrawing',
    });
    const badMethod = await p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 600, payment_method: 'Cash' } });
    expect(badMethod.data?.code).toBe('INVALID_PAYMENT_METHOD');
    const thousandths = await p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 600.505, payment_method: 'Bank transfer' } });
    expect(thousandths.response.status).toBe(422);
    expect(thousandths.error).toMatchObject({ errors: [{ field: 'request_amount', message: 'Amount must be points with at most two decimals' }] });
    expect(await balanceOf(p)).toBe(1000);
    expect((await p.api.POST('/api-user-withdraw-transaction-history', { body: {} })).data?.withdrawdata).toEqual([]);
  });

  it.skipIf(skip)("takes a win's half point with the rest: the whole balance leaves, and a rejection returns it exactly", async () => {
    t.clock.set(ist('2026-11-23T10:00:00'));
    const m = await createMarket(operator, 'HALF POINT', ['10:30', '10:45', '11:00', '11:15']);
    const p = await fundedPlayer(1000);
    // 5 points on Single Ank at 10 - 95 win 47.5.
    await bid(p, m, 'Single Ank', 'Open', [{ points: 5, digits: '6' }]);
    t.clock.set(ist('2026-11-23T10:31:00'));
    await declare(operator, m, '2026-11-23', 'open', '123');
    expect(await balanceOf(p)).toBe(1042.5);
    t.clock.set(MONDAY_NOON_IST);
    const all = await withdraw(p, 1042.5);
    expect(all.data).toMatchObject({ status: true, result: { request_amount: 1042.5, wallet_balance: 0 } });
    const id = String(all.data?.result?.request_number).replace('WD-', '');
    const queued = await operator.api.GET('/admin/withdrawals', { params: { query: { status: 'pending' } } });
    expect(queued.data?.items.find((w) => w.id === id)).toMatchObject({ amount: 1042.5 });
    expect((await reject(id, 'Name mismatch')).response.status).toBe(200);
    expect(await balanceOf(p)).toBe(1042.5);
    // A binary fraction (0.29 * 100 = 28.999...) is held as exactly 29 hundredths.
    expect((await withdraw(p, 500.29)).data).toMatchObject({ status: true, result: { request_amount: 500.29, wallet_balance: 542.21 } });
    const history = await p.api.POST('/api-user-withdraw-transaction-history', { body: {} });
    expect(history.data?.withdrawdata.map((w) => w.request_amount)).toEqual([500.29, 1042.5]);
  });

  it.skipIf(skip)('lists the queue first on request: pending withdrawals oldest first, then decided ones', async () => {
    t.clock.set(MONDAY_NOON_IST);
    const ids: string[] = [];
    for (const amount of [500, 510, 520]) ids.push(String((await withdraw(await fundedPlayer(1000), amount)).data?.result?.request_number).replace('WD-', ''));
    await operator.api.POST('/admin/withdrawals/{withdrawal_id}/reject', { params: { path: { withdrawal_id: ids[0]! } }, body: { reason: 'Wrong account' } });
    const list = async (order?: 'pending_first') => {
      const page = await operator.api.GET('/admin/withdrawals', { params: { query: { limit: '200', ...(order ? { order } : {}) } } });
      return page.data?.items.map((w) => w.id).filter((id) => ids.includes(id));
    };
    expect(await list('pending_first')).toEqual([ids[1], ids[2], ids[0]]);
    expect(await list()).toEqual([ids[2], ids[1], ids[0]]);
    // The queue pages by offset: it offers no cursor by id.
    const first = await operator.api.GET('/admin/withdrawals', { params: { query: { limit: '1', order: 'pending_first' } } });
    expect(first.data).toMatchObject({ next_before: null });
    expect(first.data!.total).toBeGreaterThan(1);
  });

  it.skipIf(skip)('holds the amount at once; paying it keeps it out, and a second decision changes nothing', async () => {
    t.clock.set(MONDAY_NOON_IST);
    const p = await fundedPlayer(1000);
    const res = await withdraw(p, 600);
    expect(res.data).toMatchObject({ status: true, code: 'OK', msg: 'Successfully Withdraw the Amount', result: { request_amount: 600, wallet_balance: 400 } });
    const id = String(res.data?.result?.request_number).replace('WD-', '');
    expect(await balanceOf(p)).toBe(400);
    const pending = await operator.api.GET('/admin/withdrawals', { params: { query: { status: 'pending' } } });
    expect(pending.data?.items).toContainEqual(expect.objectContaining({ id, amount: 600, bank: BANK, status: 'pending', payment_method: 'Bank transfer' }));

    const paid = await operator.api.POST('/admin/withdrawals/{withdrawal_id}/approve', { params: { path: { withdrawal_id: id } }, body: { note: 'NEFT 123' } });
    expect(paid.data?.withdrawal).toMatchObject({ status: 'approved', remark: 'NEFT 123' });
    expect(await balanceOf(p)).toBe(400);
    const reject = await operator.api.POST('/admin/withdrawals/{withdrawal_id}/reject', {
      params: { path: { withdrawal_id: id } },
      body: { reason: 'changed my mind' },
    });
    expect(reject.response.status).toBe(409);
    expect(await balanceOf(p)).toBe(400);
    const info = await p.api.POST('/api-user-withdraw-transaction-history', { body: {} });
    expect(info.data?.withdrawdata).toEqual([expect.objectContaining({ request_amount: 600, request_number: `WD-${id}`, request_status: 'approved' })]);
    const notes = await p.api.POST('/api-get-notification', { body: {} });
    expect(notes.data?.notification[0]).toMatchObject({
      kind: 'withdrawal_paid',
      message: `600 points were sent to your bank account (WD-${id}).`,
      facts: { points: 600, reference: `WD-${id}`, paid_to: 'bank' },
    });
  });

  it.skipIf(skip)('a rejection returns the held amount once', async () => {
    t.clock.set(MONDAY_NOON_IST);
    const p = await fundedPlayer(1000);
    const id = String((await withdraw(p, 700)).data?.result?.request_number).replace('WD-', '');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        operator.api.POST('/admin/withdrawals/{withdrawal_id}/reject', { params: { path: { withdrawal_id: id } }, body: { reason: 'Name mismatch' } }),
      ),
    );
    expect(results.filter((r) => r.response.status === 200)).toHaveLength(1);
    expect(await balanceOf(p)).toBe(1000);
    const passbook = await p.api.POST('/api-wallet-transaction-history', { body: {} });
    expect(passbook.data?.transaction_history.map((e) => [e.amount_status, e.direction, e.amount])).toEqual([
      ['Withdrawal returned', 'in', 700],
      ['Withdrawal requested', 'out', 700],
      ['Adjustment by operator', 'in', 1000],
    ]);
  });

  const approve = (id: string) => operator.api.POST('/admin/withdrawals/{withdrawal_id}/approve', { params: { path: { withdrawal_id: id } }, body: {} });
  const reject = (id: string, reason: string) =>
    operator.api.POST('/admin/withdrawals/{withdrawal_id}/reject', { params: { path: { withdrawal_id: id } }, body: { reason } });
  const pendingIdOf = async (p: Player, amount: number) => String((await withdraw(p, amount)).data?.result?.request_number).replace('WD-', '');

  it.skipIf(skip)('is not paid while its player is suspended or blocked from withdrawals; a rejection still returns it', async () => {
    t.clock.set(MONDAY_NOON_IST);
    for (const hold of [{ suspended: true }, { withdrawals_blocked: true }] as const) {
      const p = await fundedPlayer(1000);
      const id = await pendingIdOf(p, 600);
      const status = (body: { suspended?: boolean; withdrawals_blocked?: boolean }) =>
        operator.api.PATCH('/admin/players/{user_id}/status', { params: { path: { user_id: p.userId } }, body: { ...body, reason: 'fraud check' } });
      expect((await status(hold)).response.status).toBe(200);
      const refused = await approve(id);
      expect(refused.response.status).toBe(409);
      expect(refused.error).toMatchObject({
        code: 'PLAYER_ON_HOLD',
        msg: `This player's ${'suspended' in hold ? 'account is suspended' : 'withdrawals are blocked'}: lift that first to pay, or reject to return the points.`,
      });
      const listed = await operator.api.GET('/admin/withdrawals', { params: { query: { status: 'pending' } } });
      expect(listed.data?.items.find((w) => w.id === id)).toMatchObject({ player_on_hold: true, wallet_balance: 400 });
      expect((await status({ suspended: false, withdrawals_blocked: false })).response.status).toBe(200);
      if ('suspended' in hold) {
        expect((await reject(id, 'account under review')).response.status).toBe(200);
        const detail = await operator.api.GET('/admin/players/{user_id}', { params: { path: { user_id: p.userId } } });
        expect(detail.data?.player.wallet_balance).toBe(1000);
      } else {
        expect((await approve(id)).data?.withdrawal).toMatchObject({ status: 'approved' });
        expect(await balanceOf(p)).toBe(400);
      }
    }
  });

  it.skipIf(skip)('is not paid out of a win taken back since; a rejection returns it against the debt', async () => {
    t.clock.set(ist('2026-11-23T10:00:00'));
    const m = await createMarket(operator, 'TAKEN BACK', ['10:30', '10:45', '11:00', '11:15']);
    const p = await fundedPlayer(100);
    await bid(p, m, 'Single Ank', 'Open', [{ points: 100, digits: '6' }]);
    t.clock.set(ist('2026-11-23T10:31:00'));
    await declare(operator, m, '2026-11-23', 'open', '123');
    expect(await balanceOf(p)).toBe(950);
    const id = await pendingIdOf(p, 950);
    expect(await balanceOf(p)).toBe(0);
    const corrected = await operator.api.POST('/admin/markets/{market_id}/days/{date}/corrections', {
      params: { path: { market_id: m, date: '2026-11-23' } },
      body: { session: 'open', panna: '124', reason: 'typed 123 by mistake' },
    });
    expect(corrected.response.status).toBe(200);
    expect(await balanceOf(p)).toBe(-950);
    const queue = await operator.api.GET('/admin/withdrawals', { params: { query: { status: 'pending' } } });
    expect(queue.data?.items.find((w) => w.id === id)).toMatchObject({ player_on_hold: false, wallet_balance: -950 });
    const refused = await approve(id);
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({
      code: 'WALLET_IN_DEBT',
      msg: "The player's wallet is at -950 points since a win was taken back: reject this withdrawal to return its points against the debt.",
    });
    expect(await balanceOf(p)).toBe(-950);
    expect((await reject(id, 'the win was corrected')).response.status).toBe(200);
    expect(await balanceOf(p)).toBe(0);
  });

  it.skipIf(skip)('200 concurrent requests against a balance that covers one: exactly one is accepted', async () => {
    t.clock.set(MONDAY_NOON_IST);
    const p = await fundedPlayer(800);
    const results = await Promise.all(Array.from({ length: 200 }, () => withdraw(p, 800)));
    expect(results.filter((r) => r.data?.status === true)).toHaveLength(1);
    expect(results.filter((r) => r.data?.code === 'INSUFFICIENT_BALANCE')).toHaveLength(199);
    expect(await balanceOf(p)).toBe(0);
    const rows = await t.database.db.selectFrom('withdrawals').select('id').where('user_id', '=', Number(p.userId)).execute();
    expect(rows).toHaveLength(1);
  });

  it.skipIf(skip)('50 retries of one Idempotency-Key hold the amount once', async () => {
    t.clock.set(MONDAY_NOON_IST);
    const p = await fundedPlayer(5000);
    const headers = { 'idempotency-key': 'withdraw-key-0001' };
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(p, 600, headers)));
    const numbers = new Set(results.map((r) => r.data?.result?.request_number));
    expect(numbers.size).toBe(1);
    expect(results.every((r) => r.data?.status === true)).toBe(true);
    expect(await balanceOf(p)).toBe(4400);
    t.clock.set(Date.parse('2026-11-22T12:00:00+05:30'));
    expect((await withdraw(p, 600, headers)).data?.result?.request_number).toBe([...numbers][0]);
  });

  it.skipIf(skip)('concurrent retries of one key, with a balance for one withdrawal, all get the first answer', async () => {
    t.clock.set(MONDAY_NOON_IST);
    const p = await fundedPlayer(600);
    const headers = { 'idempotency-key': 'withdraw-race-0001' };
    const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(p, 600, headers)));
    expect(results.map((r) => r.data?.code)).toEqual(Array(20).fill('OK'));
    expect(new Set(results.map((r) => r.data?.result?.request_number)).size).toBe(1);
    expect(await balanceOf(p)).toBe(0);
  });

  it.skipIf(skip)("no operator adjusts an operator's wallet or decides a request of their own; another operator may", async () => {
    t.clock.set(MONDAY_NOON_IST);
    const other = await makeOperator(t);
    for (const target of [operator.userId, other.userId]) {
      const adjusted = await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
        params: { path: { user_id: target } },
        body: { amount: 5000, reason: 'mine' },
      });
      expect(adjusted.response.status).toBe(404);
      expect(adjusted.error).toMatchObject({ code: 'NOT_FOUND', msg: 'No such player' });
    }
    // Requests a player sent before being made an operator: only another operator decides them. (An operator account
    // sends none: tests/server/player-guard-mounts.test.ts.)
    await operator.api.PATCH('/admin/settings', { body: { upi_id: 'matka@upi', min_deposit: 100, max_deposit: 50000 } });
    const staff = await fundedPlayer(1000);
    const sent = await deposit(t, staff.token, 1000, await pngOf(40, 40));
    expect(sent.body).toMatchObject({ status: true });
    const requestId = String(sent.body.request_id);
    const asked = await withdraw(staff, 600);
    expect(asked.data?.code).toBe('OK');
    const withdrawalId = String(asked.data!.result!.request_number).replace('WD-', '');
    await t.database.db.updateTable('users').set({ role: 'operator' }).where('id', '=', Number(staff.userId)).execute();
    const own = await staff.api.POST('/admin/fund-requests/{request_id}/approve', { params: { path: { request_id: requestId } }, body: {} });
    expect(own.response.status).toBe(403);
    expect(own.error).toMatchObject({ code: 'FORBIDDEN', msg: 'This request is your own: another operator must decide it.' });
    const ownReject = await staff.api.POST('/admin/fund-requests/{request_id}/reject', {
      params: { path: { request_id: requestId } },
      body: { reason: 'mine' },
    });
    expect(ownReject.response.status).toBe(403);
    expect(await balanceOf(staff)).toBe(400);
    const approved = await other.api.POST('/admin/fund-requests/{request_id}/approve', { params: { path: { request_id: requestId } }, body: {} });
    expect(approved.response.status).toBe(200);
    expect(await balanceOf(staff)).toBe(1400);
    // The same for a withdrawal.
    const ownPaid = await staff.api.POST('/admin/withdrawals/{withdrawal_id}/approve', { params: { path: { withdrawal_id: withdrawalId } }, body: {} });
    expect(ownPaid.response.status).toBe(403);
    expect(ownPaid.error).toMatchObject({ code: 'FORBIDDEN', msg: 'This withdrawal is your own: another operator must decide it.' });
    const paid = await other.api.POST('/admin/withdrawals/{withdrawal_id}/approve', { params: { path: { withdrawal_id: withdrawalId } }, body: {} });
    expect(paid.data?.withdrawal).toMatchObject({ status: 'approved' });
    expect(await balanceOf(staff)).toBe(1400);
    // Once decided, it is that which the operator hears.
    const late = await staff.api.POST('/admin/withdrawals/{withdrawal_id}/approve', { params: { path: { withdrawal_id: withdrawalId } }, body: {} });
    expect(late.response.status).toBe(409);
    expect(late.error).toMatchObject({ code: 'ALREADY_DECIDED' });
  });

  it.skipIf(skip)('operator adjustments cannot take a wallet below zero and are audited', async () => {
    const p = await fundedPlayer(100);
    const take = await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: p.userId } },
      body: { amount: -101, reason: 'clawback' },
    });
    expect(take.response.status).toBe(409);
    expect(take.error).toMatchObject({ code: 'INSUFFICIENT_BALANCE', msg: 'The wallet holds only 100 points.' });
    const ok = await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: p.userId } },
      body: { amount: -100, reason: 'clawback' },
    });
    expect(ok.data?.wallet_balance).toBe(0);
    const zero = await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: p.userId } },
      body: { amount: 0, reason: 'nothing' },
    });
    expect(zero.response.status).toBe(422);
    const headers = { 'idempotency-key': 'adjust-once-00001' };
    const retried = await Promise.all(
      Array.from({ length: 5 }, () =>
        operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
          params: { path: { user_id: p.userId } },
          body: { amount: 30, reason: 'bonus' },
          headers,
        }),
      ),
    );
    expect(new Set(retried.map((r) => r.data?.transaction_id)).size).toBe(1);
    expect(await balanceOf(p)).toBe(30);
    await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: p.userId } },
      body: { amount: -30, reason: 'undo bonus' },
    });
    const missing = await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: '999999' } },
      body: { amount: 5, reason: 'ghost' },
    });
    expect(missing.response.status).toBe(404);
    const ledger = await operator.api.GET('/admin/users/{user_id}/ledger', { params: { path: { user_id: p.userId } } });
    expect(ledger.data?.items.map((e) => [e.direction, e.amount])).toEqual([
      ['out', 30],
      ['in', 30],
      ['out', 100],
      ['in', 100],
    ]);
    const log = await operator.api.GET('/admin/audit-log', {});
    expect(log.data?.items.filter((e) => e.action === 'wallet.adjust' && e.target_id === p.userId)).toHaveLength(4);
  });

  it.skipIf(skip)('an adjustment may carry hundredths of a point, no finer', async () => {
    const p = await fundedPlayer(0);
    const adjust = (amount: number) =>
      operator.api.POST('/admin/users/{user_id}/wallet-adjustments', { params: { path: { user_id: p.userId } }, body: { amount, reason: 'rounding' } });
    expect((await adjust(0.75)).data).toMatchObject({ msg: 'Wallet adjusted by 0.75 points.', wallet_balance: 0.75 });
    expect((await adjust(-0.5)).data?.wallet_balance).toBe(0.25);
    // Large amounts with two decimals too (111848.18 / 0.01 is no whole number in binary floating point).
    for (const amount of [111848.18, 262144.03, 99999999.99]) expect((await adjust(amount)).data?.status, String(amount)).toBe(true);
    for (const amount of [111848.18, 262144.03, 99999999.99]) expect((await adjust(-amount)).data?.status, String(-amount)).toBe(true);
    const finer = await adjust(0.005);
    expect(finer.response.status).toBe(422);
    expect(finer.error).toMatchObject({ errors: [{ field: 'amount', message: 'Amount must be points other than 0, with at most two decimals' }] });
    expect(await balanceOf(p)).toBe(0.25);
  });

  it.skipIf(skip)('settings refuse contradictions and are audited', async () => {
    const bad = await operator.api.PATCH('/admin/settings', { body: { withdraw_open_time: '18:00', withdraw_close_time: '10:00' } });
    expect(bad.response.status).toBe(422);
    expect(bad.error?.msg).toBe('Withdrawals must close after they open, on the same day');
    const badMin = await operator.api.PATCH('/admin/settings', { body: { min_deposit: 500, max_deposit: 100 } });
    expect(badMin.response.status).toBe(422);
    const empty = await operator.api.PATCH('/admin/settings', { body: {} });
    expect(empty.response.status).toBe(422);
    const settings = await operator.api.GET('/admin/settings', {});
    expect(settings.data).toMatchObject({ withdraw_open_time: '10:00', withdraw_close_time: '18:00', min_deposit: 100 });
  });

  it.skipIf(skip)('at most 3 withdrawals wait at once, also when sent together; a retry still gets its first answer', async () => {
    t.clock.set(MONDAY_NOON_IST);
    const p = await fundedPlayer(10_000);
    for (let i = 0; i < 2; i += 1) expect((await withdraw(p, 500)).data?.status).toBe(true);
    const together = await Promise.all([1, 2, 3, 4].map((i) => withdraw(p, 500, { 'Idempotency-Key': `together-${i}` })));
    expect(together.filter((r) => r.data?.status === true)).toHaveLength(1);
    expect(together.filter((r) => r.data?.code === 'TOO_MANY_PENDING').map((r) => r.data?.msg)).toEqual(
      Array(3).fill('You have 3 withdrawal requests waiting. Please wait until one is decided.'),
    );
    expect(await balanceOf(p)).toBe(10_000 - 3 * 500);
    const accepted = together.findIndex((r) => r.data?.status === true);
    const retry = await withdraw(p, 500, { 'Idempotency-Key': `together-${accepted + 1}` });
    expect(retry.data).toEqual(together[accepted]!.data);
    // Once one is decided, another may wait.
    const pending = await operator.api.GET('/admin/withdrawals', { params: { query: { user_id: p.userId, status: 'pending' } } });
    const first = pending.data!.items[0]!.id;
    const reject = await operator.api.POST('/admin/withdrawals/{withdrawal_id}/reject', {
      params: { path: { withdrawal_id: first } },
      body: { reason: 'Try again' },
    });
    expect(reject.response.status, JSON.stringify(reject.error)).toBe(200);
    expect((await withdraw(p, 500)).data?.status).toBe(true);
  });

  it.skipIf(skip)('a player asks at most 20 times an hour (the default limit)', async () => {
    const own = await startTestApp(dialect);
    try {
      own.clock.set(MONDAY_NOON_IST);
      const p = await registerAndLogin(own);
      await p.api.POST('/api-add-user-bank-details', { body: BANK });
      const ask = () => p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 500, payment_method: 'Bank transfer' } });
      for (let i = 0; i < 20; i += 1) expect((await ask()).data?.code).toBe('INSUFFICIENT_BALANCE');
      const limited = await ask();
      expect(limited.response.status).toBe(429);
      expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
      own.clock.set(MONDAY_NOON_IST + 60 * 60 * 1000);
      expect((await ask()).data?.code).toBe('INSUFFICIENT_BALANCE');
    } finally {
      await own.close();
    }
  });
});
