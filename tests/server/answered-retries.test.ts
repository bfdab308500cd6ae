/**
 * A retry of an accepted slip, withdrawal or fund request (the same Idempotency-Key) gets its first answer even once
 * the player is blocked or maintenance is on: the player app, told it was refused, would send it again as new.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, bid, createMarket, fund } from '../helpers/betting.ts';
import { BANK, MONDAY_NOON_IST, nextTxnId, pngOf, sendFundRequest } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

const HOUR = 60 * 60 * 1000;

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

  it.skipIf(skip)('an upload let through as a retry is checked again once its form is read: its key may have expired meanwhile', async () => {
    const operator = await makeOperator(t);
    const p = await registerAndLogin(t);
    const receipt = await pngOf(40, 30);
    const key = `slow-upload-${dialect}`;
    const first = await sendFundRequest(
      t,
      p.token,
      { request_amount: '500', request_description: 'Paid by UPI', request_number: nextTxnId() },
      { data: receipt, name: 'r.png', type: 'image/png' },
      { 'idempotency-key': key },
    );
    expect(first.body).toMatchObject({ status: true });
    const sentAt = t.clock.now();
    expect((await operator.api.PATCH('/admin/settings', { body: { maintenance_mode: true } })).response.status).toBe(200);
    try {
      // The same key, another request, its form sent slowly: the key has 15 minutes left when it starts, none at its end.
      t.clock.set(sentAt + 24 * HOUR - 15 * 60_000);
      const boundary = 'slow-upload-boundary';
      const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const body = Buffer.concat([
        Buffer.from(part('request_amount', '9000') + part('request_description', 'Another') + part('request_number', nextTxnId())),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fund_payment_receipt"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`),
        receipt,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const answer = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
        const req = request(`${t.baseUrl}/api-fund-request-add`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${p.token}`,
            'idempotency-key': key,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(body.length),
          },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
        });
        req.on('error', reject);
        req.write(body.subarray(0, 50));
        setTimeout(() => {
          t.clock.set(sentAt + 24 * HOUR + 30_000);
          req.end(body.subarray(50));
        }, 500);
      });
      expect((await answer).body).toMatchObject({ status: false, code: 'MAINTENANCE' });
    } finally {
      await operator.api.PATCH('/admin/settings', { body: { maintenance_mode: false } });
      t.clock.set(MONDAY_NOON_IST);
    }
    expect((await p.api.POST('/api-fund-request-history', { body: {} })).data?.fund_data).toHaveLength(1);
  });
});
