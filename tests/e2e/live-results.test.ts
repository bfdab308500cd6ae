/**
 * Results arrive live, in headless Chromium against the real server at 360x740, 390x844 and 1280x800: the demo
 * player sits on Home (balance in the header and on Home), the operator declares a Starline result through the
 * operator API, and the slot's result appears on Home over the event stream, without a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../../sdk/index.ts';
import { chromiumAvailable, OPERATOR, loggedInPage, type Stack, startStack } from './support/stack.ts';

const noChromium = !chromiumAvailable() && !process.env.CI;
const DEMO = { mobile: '9000000001', password: 'demo1234' };
const DAY = '2026-11-23';
// Each viewport declares its own Starline slot, all of them closed at the stack's Monday noon.
const CASES = [
  { viewport: { width: 360, height: 740 }, slot: '01:00 AM', panna: '128' },
  { viewport: { width: 390, height: 844 }, slot: '02:00 AM', panna: '550' },
  { viewport: { width: 1280, height: 800 }, slot: '03:00 AM', panna: '777' },
];

describe.skipIf(noChromium)('live results on Home', () => {
  let stack: Stack;
  let operator: ApiClient;

  beforeAll(async () => {
    stack = await startStack();
    const login = await createApiClient({ baseUrl: `${stack.base}/api` }).POST('/api-user-login', { body: OPERATOR });
    operator = createApiClient({ baseUrl: `${stack.base}/api`, token: login.data?.token });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const homeAs = (viewport: { width: number; height: number }) => loggedInPage(stack, viewport, DEMO);

  it.each(CASES)('at $viewport.width x $viewport.height a declared Starline result appears without a reload', async ({ viewport, slot, panna }) => {
    const page = await homeAs(viewport);
    await expect(page.getByTestId('header-balance').textContent()).resolves.toMatch(/^[\d,.]+$/);
    await expect(page.getByTestId('home-balance').textContent()).resolves.toMatch(/points$/);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: slot, exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).not.toContain(`${panna}-`);
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));

    const slots = await createApiClient({ baseUrl: `${stack.base}/api` }).POST('/api-starline-game', { body: {} });
    const id = slots.data!.result.find((s) => s.open_time === slot)!.game_id;
    const declared = await operator.POST('/admin/markets/{market_id}/days/{date}/results', {
      params: { path: { market_id: id, date: DAY } },
      body: { session: 'open', panna },
    });
    expect(declared.response.status, JSON.stringify(declared.error)).toBe(200);

    await row.getByText(new RegExp(`^${panna}-\\d$`)).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);
    await page.context().close();
  });
});
