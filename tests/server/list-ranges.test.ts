/**
 * A list asked for a range of days that ends before it starts, or a page size outside its bounds, is refused (422,
 * naming the field) rather than answered empty or with another size.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarket, makeOperator, type Player, registerAndLogin } from '../helpers/betting.ts';
import { dialects, startTestApp, type TestApp } from '../helpers/test-app.ts';

const REVERSED = 'The range must start on or before its end';
type Reply = { response: Response; error?: unknown };

describe.each(dialects())('list ranges and page sizes on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  let player: Player;
  let market: string;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    operator = await makeOperator(t);
    player = await registerAndLogin(t);
    market = await createMarket(operator, 'RANGE MARKET', ['15:45', '16:00', '17:45', '18:00']);
  });
  afterAll(async () => t?.close());

  const refused = (res: Reply, field: string, message: string) => {
    expect(res.response.status, `${field}: ${message}`).toBe(422);
    expect(res.error).toMatchObject({ errors: [{ field, message }] });
  };

  it.skipIf(skip)("refuses a reversed range on the operator's lists and reports", async () => {
    const range = { from: '2026-11-20', to: '2026-11-10' };
    refused(await operator.api.GET('/admin/audit-log', { params: { query: range } }), 'from', REVERSED);
    refused(await operator.api.GET('/admin/bids', { params: { query: range } }), 'from', REVERSED);
    refused(await operator.api.GET('/admin/markets/{market_id}/results', { params: { path: { market_id: market }, query: range } }), 'from', REVERSED);
    refused(await operator.api.GET('/admin/reports/bids', { params: { query: range } }), 'from', REVERSED);
    // The same range the right way round is answered.
    const ordered = { from: '2026-11-10', to: '2026-11-20' };
    expect((await operator.api.GET('/admin/audit-log', { params: { query: ordered } })).response.status).toBe(200);
    expect((await operator.api.GET('/admin/bids', { params: { query: ordered } })).response.status).toBe(200);
  });

  it.skipIf(skip)("refuses a reversed range on the player's histories, charts and top winners", async () => {
    const bids = { bid_from: '2026-11-20', bid_to: '2026-11-10' };
    refused(await player.api.POST('/api-bid-history-data', { body: bids }), 'bid_from', REVERSED);
    refused(await player.api.POST('/api-starline-bid-history-data', { body: bids }), 'bid_from', REVERSED);
    refused(await player.api.POST('/api-starline-wining-history-data', { body: bids }), 'bid_from', REVERSED);
    refused(await player.api.POST('/api-wining-history-data', { body: { date_from: '2026-11-20', date_to: '2026-11-10' } }), 'date_from', REVERSED);
    refused(await player.api.POST('/api-top-winner-list', { body: bids }), 'bid_from', REVERSED);
    refused(await t.api().POST('/api-game-chart-data', { body: { game_id: market, date_from: '2026-11-20', date_to: '2026-11-10' } }), 'date_from', REVERSED);
    refused(await t.api().POST('/api-starline-chart-data', { body: { date_from: '2026-11-20', date_to: '2026-11-10' } }), 'date_from', REVERSED);
    // One day is a range.
    const day = await player.api.POST('/api-bid-history-data', { body: { bid_from: '2026-11-20', bid_to: '2026-11-20' } });
    expect(day.data?.status).toBe(true);
  });

  it.skipIf(skip)('refuses a page size of 0 or above the most a list gives', async () => {
    for (const limit of ['0', '201', '999', '00']) {
      refused(await operator.api.GET('/admin/players', { params: { query: { limit } } }), 'limit', 'limit must be a whole number from 1 to 200');
    }
    for (const limit of ['1', '200']) {
      const page = await operator.api.GET('/admin/players', { params: { query: { limit } } });
      expect(page.response.status).toBe(200);
    }
  });
});
