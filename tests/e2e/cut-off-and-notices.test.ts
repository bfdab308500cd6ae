/**
 * A market whose open bids close about a minute after the player's screens are open (the server's clock runs on from
 * 11:59:10 IST), in headless Chromium against the real server, at 360x740, 390x844 and 1280x800:
 * - a Single Digit screen opened with session Open and points entered, held open across the open cut-off: Submit
 *   sends no slip in Close (the server refuses the stale Open slip), no bid exists in either session, and the screen
 *   says the session closed and asks the player to choose again;
 * - a player sitting on Home: the operator declares the open panna that makes the player's bid win, and the win
 *   notice and the unread count on Notifications appear without a reload; then the same for an approved deposit.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ankOf, type ApiClient, createApiClient } from '../../sdk/index.ts';
import { seriousViolations } from './support/axe.ts';
import { chromiumAvailable, loggedInPage, OPERATOR, screenshot, type Stack, startStack } from './support/stack.ts';

const noChromium = !chromiumAvailable() && !process.env.CI;

/** Monday 23 November 2026, 11:59:10 IST: the market is created, with its cut-off, once the screens are open. */
const CLOCK_START = '2026-11-23T06:29:10.000Z';
const DAY = '2026-11-23';
const MARKET = 'QUICK CUT';
const OPEN_PANNA = '128';
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const sizeOf = (index: number) => `${VIEWPORTS[index]!.width}x${VIEWPORTS[index]!.height}`;
/** An operator's session lasts 12 hours: the operator login's `expires_at` less that is the server clock's now. */
const OPERATOR_SESSION_MS = 12 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;
const hhmm = (instant: number) => new Date(instant + IST_OFFSET_MS).toISOString().slice(11, 16);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = String(Date.now()).slice(-6);

interface Player {
  id: string;
  mobile: string;
  password: string;
  api: ApiClient;
}

describe.skipIf(noChromium)('a market closing while the player watches, and notices arriving live', () => {
  let stack: Stack;
  let operator: ApiClient;
  /** The server clock's now, from the difference measured at the operator's login. */
  let serverNow: () => number;
  let cutOff: number;
  let marketId: string;
  let holder: Player;
  let winner: Player;

  async function newPlayer(tag: string): Promise<Player> {
    const api = createApiClient({ baseUrl: `${stack.base}/api` });
    const mobile = `73${tag}${unique}0`.slice(0, 10);
    const password = 'cut-off-pass-1';
    const body = { name: `Cut Off ${tag}`, email: `cut_${tag}_${unique}`, mobile, password, confirm_password: password, date_of_birth: '1990-04-12' };
    const registered = await api.POST('/api-user-registration', { body });
    expect(registered.data?.status, JSON.stringify(registered.data ?? registered.error)).toBe(1);
    const token = registered.data!.token!;
    const id = registered.data!.user_id!;
    const funded = await operator.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: id } },
      body: { amount: 1000, reason: 'Welcome points' },
    });
    expect(funded.response.status, JSON.stringify(funded.error)).toBe(200);
    return { id, mobile, password, api: createApiClient({ baseUrl: `${stack.base}/api`, token }) };
  }

  beforeAll(async () => {
    stack = await startStack({ clockStart: CLOCK_START });
    const login = await createApiClient({ baseUrl: `${stack.base}/api` }).POST('/api-user-login', { body: OPERATOR });
    const offset = Date.parse(login.data!.expires_at!) - OPERATOR_SESSION_MS - Date.now();
    serverNow = () => Date.now() + offset;
    operator = createApiClient({ baseUrl: `${stack.base}/api`, token: login.data!.token });
    [holder, winner] = [await newPlayer('1'), await newPlayer('2')];
  }, 120_000);

  /**
   * Creates the market, its open bids closing on the first whole minute at least 25 s away (the screens open on it 20 s
   * before), and places the winner's bid on the open ank of the panna the operator will declare. Called once the
   * screens are open (opening them is what takes long on a loaded machine), so the cut-off is planned from then.
   */
  async function openQuickMarket() {
    cutOff = Math.ceil((serverNow() + 25_000) / 60_000) * 60_000;
    const created = await operator.POST('/admin/markets', {
      body: {
        family: 'daily',
        name: MARKET,
        open_time: hhmm(cutOff),
        open_result_time: hhmm(cutOff + 5 * 60_000),
        close_time: hhmm(cutOff + 30 * 60_000),
        close_result_time: hhmm(cutOff + 40 * 60_000),
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        sort_order: 0,
      },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(200);
    const games = (await operator.POST('/api-get-dashboard-data', { body: {} })).data!.result;
    marketId = games.find((game) => game.game_name === MARKET)!.game_id;
    const digit = String(ankOf(OPEN_PANNA));
    const placed = await winner.api.POST('/api-submit-bid', {
      body: {
        new_result: {
          bid_date: DAY,
          gameid: marketId,
          Gamename: MARKET,
          pana: 'Single Ank',
          session: 'Open',
          totalbit: 50,
          result: [{ points: 50, digits: digit, session: 'Open', closedigits: '' }],
        },
      },
    });
    expect(placed.data, JSON.stringify(placed.error)).toMatchObject({ status: true });
  }

  afterAll(async () => {
    await stack?.stop();
  });

  async function waitForServerTime(instant: number) {
    while (serverNow() < instant) await sleep(Math.min(1000, instant - serverNow() + 50));
  }

  it('a Single Digit screen held open with session Open across the open cut-off sends no slip in Close and asks to choose again', async () => {
    const pages: Page[] = [];
    const sent: string[] = [];
    for (const viewport of VIEWPORTS) {
      const page = await loggedInPage(stack, viewport, holder);
      page.on('request', (request) => {
        if (request.url().endsWith('/api/api-submit-bid')) sent.push(request.postDataJSON().new_result.session);
      });
      pages.push(page);
    }
    await openQuickMarket();
    // The market the Single Digit screen opens on, as the dashboard leaves it for the screen.
    const storage = { game_id: marketId, game_name: MARKET, selected_game_type: 'Open' };
    for (const page of pages) await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => window.localStorage.setItem(key, value)), storage);
    expect(serverNow(), 'the screens are ready before the cut-off').toBeLessThan(cutOff - 20_000);
    // Opened 20 s before the cut-off: the screen's own status check comes again only half a minute after it opened.
    await waitForServerTime(cutOff - 20_000);
    for (const page of pages) {
      await page.goto('/single');
      await page.getByRole('main').getByRole('heading', { level: 1, name: 'Single Digit' }).waitFor();
      expect(await page.getByLabel('Game Type').inputValue()).toBe('Open');
      await page.getByRole('group', { name: 'Select Amount' }).getByRole('button', { name: '10', exact: true }).click();
      await page.getByRole('group', { name: 'Digits' }).getByRole('button', { name: '4', exact: true }).click();
      expect(await page.getByTestId('total-points').textContent()).toBe('10');
    }
    expect(serverNow()).toBeLessThan(cutOff);

    await waitForServerTime(cutOff + 300);
    await expect
      .poll(async () => (await holder.api.POST('/api-get-current-date', { body: { game_id: marketId } })).data?.game_status, { timeout: 10_000 })
      .toBe('2');
    // The screens still show Open chosen: the player presses Submit on each, all within a second or two.
    const submitOf = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });
    const answers = [];
    for (const [index, page] of pages.entries()) {
      expect(await submitOf(page).isEnabled(), sizeOf(index)).toBe(true);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/api-submit-bid'));
      await submitOf(page).click();
      answers.push(answer);
    }
    for (const [index, page] of pages.entries()) {
      const size = sizeOf(index);
      expect(await (await answers[index]!).json(), size).toMatchObject({ status: false, code: 'BETTING_CLOSED' });
      const alert = page.getByRole('alertdialog');
      await alert.waitFor();
      await alert.getByRole('button', { name: 'OK' }).click();
      await alert.waitFor({ state: 'hidden' });
      const notice = page.getByTestId('session-lapsed');
      await notice.waitFor();
      expect(await notice.textContent(), size).toContain('Bids for the Open session of 23/11/2026 have closed.');
      expect(await notice.textContent(), size).toContain('Choose the Game Type again to place them.');
      expect(await page.getByLabel('Game Type').inputValue(), size).toBe('');
      expect(await page.getByLabel('Game Type').locator('option').allTextContents(), size).toEqual(['Select the Game Type', 'Close']);
      expect(await page.getByRole('textbox', { name: 'Points for 4' }).inputValue(), size).toBe('10');
      expect(await submitOf(page).isDisabled(), size).toBe(true);
      expect(await seriousViolations(page), size).toEqual([]);
      await screenshot(page, `cut-off-held-open-${size}`);
    }
    // Nothing was ever sent in Close, and the server holds no bid of this player in either session.
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((session) => session !== 'Open')).toEqual([]);
    const bids = await holder.api.POST('/api-bid-history-data', { body: { bid_from: DAY, bid_to: DAY } });
    expect(bids.data?.bid_data).toEqual([]);
    for (const page of pages) await page.context().close();
  }, 180_000);

  it('a player on Home sees the win notice and the unread count arrive live, then the same for an approved deposit', async () => {
    const png = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('request_amount', '500');
    form.append('request_description', 'Paid by UPI');
    form.append('request_number', `8${unique}4321`);
    form.append('insert_date', '2026/11/23');
    form.append('fund_payment_receipt', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'receipt.png');
    const token = (
      await createApiClient({ baseUrl: `${stack.base}/api` }).POST('/api-user-login', { body: { mobile: winner.mobile, password: winner.password } })
    ).data!.token!;
    const sent = await fetch(`${stack.base}/api/api-fund-request-add`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(((await sent.json()) as { status: boolean }).status).toBe(true);

    const pages: Page[] = [];
    for (const viewport of VIEWPORTS) {
      const page = await loggedInPage(stack, viewport, winner);
      await page.getByRole('region', { name: 'Markets' }).waitFor();
      await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
      // Marks this document: a reload would lose the mark.
      await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
      pages.push(page);
    }

    const declared = await operator.POST('/admin/markets/{market_id}/days/{date}/results', {
      params: { path: { market_id: marketId, date: DAY } },
      body: { session: 'open', panna: OPEN_PANNA },
    });
    expect(declared.response.status, JSON.stringify(declared.error)).toBe(200);
    // The toast lasts 8 s on every page at once: each page is looked at while it shows, then checked further.
    await Promise.all(
      pages.map(async (page, index) => {
        await page.getByText('You won!', { exact: true }).first().waitFor({ timeout: 15_000 });
        await page
          .getByText(new RegExp(`points won on ${MARKET}`))
          .first()
          .waitFor({ timeout: 5_000 });
        await screenshot(page, `live-win-notice-${sizeOf(index)}`);
      }),
    );
    for (const [index, page] of pages.entries()) {
      await page.getByRole('link', { name: 'Notifications: 1 unread' }).waitFor({ timeout: 5_000 });
      expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark), sizeOf(index)).toBe(1);
    }

    const pending = await operator.GET('/admin/fund-requests', { params: { query: { status: 'pending', user_id: winner.id } } });
    const approved = await operator.POST('/admin/fund-requests/{request_id}/approve', {
      params: { path: { request_id: pending.data!.items[0]!.id } },
      body: {},
    });
    expect(approved.data).toMatchObject({ status: true, request: { status: 'approved' } });
    await Promise.all(
      pages.map(async (page, index) => {
        await page.getByText('Fund request approved', { exact: true }).first().waitFor({ timeout: 15_000 });
        await screenshot(page, `live-deposit-notice-${sizeOf(index)}`);
      }),
    );
    for (const [index, page] of pages.entries()) {
      await page.getByRole('link', { name: 'Notifications: 2 unread' }).waitFor({ timeout: 5_000 });
      expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark), sizeOf(index)).toBe(1);
      expect(await seriousViolations(page), sizeOf(index)).toEqual([]);
    }
    for (const page of pages) await page.context().close();
  }, 120_000);
});
