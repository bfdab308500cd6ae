/**
 * A retry of an accepted slip, withdrawal or fund request (the same Idempotency-Key) gets its first answer even once
 * the player is blocked or maintenance is on: the player app, told it was refused, would send it again as new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, bid, createMarket, fund } from '../helpers/betting.ts';
import { BANK, MONDAY_NOON_IST, nextTxnId, pngOf, sendFundRequest } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(dialects())('retries of answered requests on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    t.clock.set(MONDAY_NOON_IST);
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)('answers a blocked player, and during maintenance, with the first answers; new requests are refused', async () => {
    const operator = await makeOperator(t);
    const marketId = await createMarket(operator, 'KALYAN', ['15:00', '15:30', '17:00', '17:30']);
    const p = await registerAndLogin(t);
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    await fund(operator, p, 10_000);
    const receipt = { data: await pngOf(40, 30), name: 'receipt.png', type: 'image/png' };
    const fundFields = { request_amount: '500', request_description: 'Paid by UPI', request_number: nextTxnId() };

    const slip = (key: string) => bid(p, marketId, 'Single Digit', 'Open', [{ points: 10, digits: '7' }], { 'Idempotency-Key': key });
    const withdraw = (key: string) =>
      p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 500, payment_method: 'Bank transfer' }, headers: { 'Idempotency-Key': key } });
    const deposit = (key: string) => sendFundRequest(t, p.token, fundFields, receipt, { 'idempotency-key': key });

    const placed = await slip(`slip-${dialect}`);
    const held = await withdraw(`withdraw-${dialect}`);
    const asked = await deposit(`fund-${dialect}`);
    expect(placed.data).toMatchObject({ status: true });
    expect(held.data).toMatchObject({ status: true });
    expect(asked.body).toMatchObject({ status: true });
    const balance = await balanceOf(p);
    expect(balance).toBe(10_000 - 10 - 500);

    const block = await operator.api.PATCH('/admin/players/{user_id}/status', {
      params: { path: { user_id: p.userId } },
      body: { betting_blocked: true, withdrawals_blocked: true, reason: 'Checking an account' },
    });
    expect(block.response.status).toBe(200);
    expect((await slip(`slip-${dialect}`)).data).toEqual(placed.data);
    expect((await withdraw(`withdraw-${dialect}`)).data).toEqual(held.data);
    expect((await slip(`slip-${dialect}-new`)).data).toMatchObject({ status: false, code: 'BETTING_BLOCKED' });
    expect((await withdraw(`withdraw-${dialect}-new`)).data).toMatchObject({ status: false, code: 'WITHDRAWALS_BLOCKED' });

    expect((await operator.api.PATCH('/admin/settings', { body: { maintenance_mode: true } })).response.status).toBe(200);
    try {
      expect((await slip(`slip-${dialect}`)).data).toEqual(placed.data);
      expect((await withdraw(`withdraw-${dialect}`)).data).toEqual(held.data);
      expect((await deposit(`fund-${dialect}`)).body).toEqual(asked.body);
      expect((await deposit(`fund-${dialect}-new`)).body).toMatchObject({ status: false, code: 'MAINTENANCE' });
    } finally {
      await operator.api.PATCH('/admin/settings', { body: { maintenance_mode: false } });
    }
    expect(await balanceOf(p)).toBe(balance);
    expect((await p.api.POST('/api-fund-request-history', { body: {} })).data?.fund_data).toHaveLength(1);
  });
});
