/**
 * The public top-winner list (no login) is bounded: at most 31 days an ask, and an answer shared for 10 seconds by
 * the asks that come meanwhile (server/modules/markets/top-winners.test.ts: one at a time, at most 32 waiting).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, createMarket, declare, fund, ist, makeOperator, type Player, registerAndLogin, type TestApp } from '../helpers/betting.ts';
import { dialects, startTestApp } from '../helpers/test-app.ts';

const MONDAY = '2026-11-23';

describe.each(dialects())('top winners on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  let market: string;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect, { sqliteOnDisk: true });
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    operator = await makeOperator(t);
    market = await createMarket(operator, 'TOP WINNERS', ['15:45', '16:00', '17:45', '18:00']);
  });
  afterAll(async () => t?.close());

  const top = (body: { bid_from?: string; bid_to?: string }) => t.api().POST('/api-top-winner-list', { body });

  it.skipIf(skip)('refuses more than 31 days in one ask, clearly', async () => {
    const refused = await top({ bid_from: '2026-10-23', bid_to: MONDAY });
    expect(refused.response.status).toBe(422);
    expect(refused.error?.errors).toEqual([{ field: 'bid_from', message: 'Ask for at most 31 days at a time' }]);
    expect((await top({ bid_from: '2026-10-24', bid_to: MONDAY })).data?.status).toBe(true);
    // Without an end, the range ends today.
    expect((await top({ bid_from: '2026-01-01' })).response.status).toBe(422);
  });

  it.skipIf(skip)('shares an answer for 10 seconds, then shows a win declared meanwhile', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    expect((await bid(p, market, 'Single Ank', 'Open', [{ digits: 1, points: 10 }])).data?.status).toBe(true);
    t.clock.set(ist(`${MONDAY}T16:00:00`));
    const before = await top({ bid_from: MONDAY, bid_to: MONDAY });
    expect(before.data?.winners).toEqual([]);
    expect((await declare(operator, market, MONDAY, 'open', '128')).response.status).toBe(200);
    expect((await top({ bid_from: MONDAY, bid_to: MONDAY })).data?.winners).toEqual([]);
    t.clock.set(ist(`${MONDAY}T16:00:10`));
    const after = await top({ bid_from: MONDAY, bid_to: MONDAY });
    expect(after.data?.winners).toMatchObject([{ win_amount: 95, pana: 'Single Ank', digits: '1', session: 'Open' }]);
  });
});
