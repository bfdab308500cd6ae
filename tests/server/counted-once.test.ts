/**
 * A money request sent with an Idempotency-Key counts once against the player's hourly limit, however many copies
 * arrive at once: every copy gets the first one's answer, and the limit is left for real requests. (Copies count
 * while they are under way, so the rounds below stay that far from the limit.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../helpers/betting.ts';
import { releaseAttempt, takeAttempt } from '../../server/lib/throttle.ts';
import { BANK, MONDAY_NOON_IST, nextTxnId, pngOf, sendFundRequest } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

const HOUR = 60 * 60 * 1000;

describe.each(dialects())('requests sent several times at once on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect, {
      limits: { withdrawalRequestsPerPlayer: { limit: 4, windowMs: HOUR }, fundRequestsPerPlayer: { limit: 3, windowMs: HOUR } },
    });
    t.clock.set(MONDAY_NOON_IST);
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)('withdrawals: three copies of each of two requests count two attempts of the four an hour', async () => {
    const operator = await makeOperator(t);
    const p = await registerAndLogin(t);
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    await fund(operator, p, 10_000);
    const ask = (key: string) =>
      p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 500, payment_method: 'Bank transfer' }, headers: { 'Idempotency-Key': key } });
    for (const round of [1, 2]) {
      const copies = await Promise.all([1, 2, 3].map(() => ask(`withdraw-${dialect}-${round}`)));
      expect(copies.map((c) => c.response.status)).toEqual([200, 200, 200]);
      expect(copies[0]!.data).toMatchObject({ status: true, code: 'OK' });
      for (const copy of copies) expect(copy.data).toEqual(copies[0]!.data);
    }
    // The third request is taken and the fourth counts (refused: three are waiting); the fifth is over the limit.
    expect((await ask(`withdraw-${dialect}-3`)).data).toMatchObject({ status: true, code: 'OK' });
    expect((await ask(`withdraw-${dialect}-4`)).data).toMatchObject({ status: false, code: 'TOO_MANY_PENDING' });
    expect((await ask(`withdraw-${dialect}-5`)).response.status).toBe(429);
    // A retry of an answered request still gets its answer.
    expect((await ask(`withdraw-${dialect}-1`)).data).toMatchObject({ status: true, code: 'OK' });
    const profile = await p.api.POST('/api-get-profile', { body: {} });
    expect(profile.data?.profile[0]?.wallet_balance).toBe(10_000 - 3 * 500);
  });

  it.skipIf(skip)('an attempt is given back only to the window it was counted in, never off the next one', async () => {
    const db = t.database.db;
    const rule = { limit: 3, windowMs: HOUR };
    const key = `window-test-${dialect}`;
    const count = async () => Number((await db.selectFrom('throttle').select('count').where('key', '=', key).executeTakeFirstOrThrow()).count);
    const before = await takeAttempt(db, key, rule, MONDAY_NOON_IST);
    const after = await takeAttempt(db, key, rule, MONDAY_NOON_IST + HOUR + 1000);
    expect(await count()).toBe(1);
    await releaseAttempt(db, key, before.windowStart);
    expect(await count()).toBe(1);
    await releaseAttempt(db, key, after.windowStart);
    expect(await count()).toBe(0);
  });

  it.skipIf(skip)('fund requests: three copies of a request leave two of the three an hour for others', async () => {
    const p = await registerAndLogin(t);
    const receipt = { data: await pngOf(40, 30), name: 'receipt.png', type: 'image/png' };
    const send = (key: string, txnId: string) =>
      sendFundRequest(t, p.token, { request_amount: '500', request_description: 'Paid by UPI', request_number: txnId }, receipt, {
        'idempotency-key': key,
      });
    for (const round of [1]) {
      const txnId = nextTxnId();
      const copies = await Promise.all([1, 2, 3].map(() => send(`fund-${dialect}-${round}`, txnId)));
      expect(copies.map((c) => c.status)).toEqual([200, 200, 200]);
      expect(copies[0]!.body).toMatchObject({ status: true, code: 'OK' });
      for (const copy of copies) expect(copy.body).toEqual(copies[0]!.body);
    }
    expect((await send(`fund-${dialect}-2`, nextTxnId())).body).toMatchObject({ status: true, code: 'OK' });
    expect((await send(`fund-${dialect}-3`, nextTxnId())).body).toMatchObject({ status: true, code: 'OK' });
    expect((await send(`fund-${dialect}-4`, nextTxnId())).status).toBe(429);
    expect((await p.api.POST('/api-fund-request-history', { body: {} })).data?.fund_data).toHaveLength(3);
  });
});
