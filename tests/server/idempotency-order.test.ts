/** The same slip retried under one Idempotency-Key with its fields in another order is the same request. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createMarket, fund, ist, makeOperator, registerAndLogin, slipBody } from '../helpers/betting.ts';
import { dialects, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** Reverses the key order of every object, at every depth. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .reverse()
        .map(([k, v]) => [k, reordered(v)]),
    );
  }
  return value;
}

describe.each(dialects())('idempotency keys on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)('a retry with the fields in another order gets the first answer, not a 409, and pays once', async () => {
    t.clock.set(ist('2026-11-23T10:00:00'));
    const operator = await makeOperator(t);
    const market = await createMarket(operator, 'ORDER', ['15:45', '16:00', '17:45', '18:00']);
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    const body = slipBody(market, 'Single Ank', 'Open', [
      { points: 10, digits: '1' },
      { points: 20, digits: '2' },
    ]);
    const send = (payload: unknown, key: string) =>
      fetch(`${t.baseUrl}/api-submit-bid`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}`, 'idempotency-key': key },
        body: JSON.stringify(payload),
      });
    const first = await send(body, 'order-key-0000001');
    const firstBody = await first.json();
    expect(firstBody.status).toBe(true);
    expect(JSON.stringify(reordered(body))).not.toBe(JSON.stringify(body));
    const retry = await send(reordered(body), 'order-key-0000001');
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(firstBody);
    expect(await balanceOf(p)).toBe(970);
    // A different slip under the same key is still refused.
    const other = slipBody(market, 'Single Ank', 'Open', [{ points: 10, digits: '3' }]);
    expect((await send(other, 'order-key-0000001')).status).toBe(409);
  });
});
