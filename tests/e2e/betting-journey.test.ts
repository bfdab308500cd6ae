/**
 * Betting end to end at 390x844 in headless Chromium against the real server serving the built app, with the demo
 * markets and the server clock moved by restarting the server on the same data: Monday 23 November 2026 at 10:00 IST a
 * player places Single Ank, Jodi, Double Pana and Half Sangam bids on KALYAN (open bids end 15:45, close bids 17:45)
 * and a Starline bid; at 16:05 only Close is offered, screens held open since 10:00 send nothing (Jodi and Starline
 * show closed, an Open Single Digit slip waits for the player to choose again), the operator declares
 * the open panna; at 18:05 the close panna. Winning history, passbook and balance then show exactly what the rates pay.
 * Each step is screenshotted under test-results/e2e/ and axe-core checks every betting screen.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ankOf, type ApiClient, createApiClient } from '../../sdk/index.ts';
import { seriousViolations } from './support/axe.ts';
import { chromiumAvailable, OPERATOR, screenshot, SHOTS, type Stack, startStack } from './support/stack.ts';
import { DEMO_STARLINE_COLUMNS } from '../helpers/demo-slots.ts';

const noChromium = !chromiumAvailable() && !process.env.CI;

const DAY = '2026-11-23';
/** Monday 23 November 2026 at 10:00, 16:05 and 18:05 IST. */
const AT_10_00 = '2026-11-23T04:30:00.000Z';
const AT_16_05 = '2026-11-23T10:35:00.000Z';
const AT_18_05 = '2026-11-23T12:35:00.000Z';
const MARKET = 'KALYAN';
const OPEN_PANNA = '128';
const CLOSE_PANNA = '550';

const unique = String(Date.now()).slice(-7);
const player = { name: 'Ravi Patil', username: `ravi_${unique}`, mobile: `82${unique}0`.slice(0, 10), password: 'ravi-pass-1' };

type Rates = { [key: string]: number };
/** A winning bid of p points pays p * val_2 / val_1, rounded down to hundredths. */
const payout = (points: number, rates: Rates, kind: string) => Math.floor((points * rates[`${kind}_val_2`]! * 100) / rates[`${kind}_val_1`]!) / 100;
const shown = (points: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(points);

describe.skipIf(noChromium)('betting journey in Chromium (390x844)', () => {
  let stack: Stack;
  let context: BrowserContext;
  let page: Page;
  let operator: ApiClient;
  let marketId: string;
  let rates: Rates;

  /** Waits until transitions and entry animations have ended: a colour half-way through a fade is not the page's colour. */
  const settled = (on: Page) =>
    on.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    );
  const noSeriousViolations = async (on: Page = page) => {
    await settled(on);
    expect(await seriousViolations(on)).toEqual([]);
  };
  const shot = async (name: string, on: Page = page) => {
    await settled(on);
    await screenshot(on, `betting-${name}`);
  };
  const heading = (name: string, on: Page = page) => on.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
  const chip = (value: string, on: Page = page) => on.getByRole('group', { name: 'Select Amount' }).getByRole('button', { name: value, exact: true });
  const cell = (group: string, digits: string, on: Page = page) => on.getByRole('group', { name: group }).getByRole('button', { name: digits, exact: true });
  const marketRow = () => page.getByTestId('game-row').filter({ has: page.getByText(MARKET, { exact: true }) });
  const tile = (name: string) => page.getByRole('list', { name: 'Bidding options' }).getByRole('link', { name, exact: true });

  /** Clicks Submit and returns the server's answer to the slip. */
  async function submitSlip(on: Page = page): Promise<{ status: boolean; msg: string }> {
    const answer = on.waitForResponse((response: Response) => /\/api\/api-(starline-)?submit-bid$/.test(response.url()));
    await on.getByRole('button', { name: 'Submit', exact: true }).click();
    return (await answer).json();
  }

  async function expectAlert(text: string, on: Page = page) {
    const alert = on.getByRole('alertdialog');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(text);
  }

  async function dismissAlert(on: Page = page) {
    const alert = on.getByRole('alertdialog');
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'hidden' });
  }

  const screenShot = (name: string) => name.toLowerCase().replaceAll(' ', '-');

  async function placed(screenName: string) {
    const reply = await submitSlip();
    expect(reply).toMatchObject({ status: true, msg: 'Bid Successfully Submitted' });
    await page.getByText('Bid Successfully Submitted').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="total-points"]')?.textContent === '0');
    await shot(`${screenShot(screenName)}-placed`);
  }

  async function openFromDashboard(tileName: string, title: string) {
    await page.goto('/game_dashboard');
    await heading(`${MARKET} Dashboard`).waitFor();
    await tile(tileName).click();
    await heading(title).waitFor();
  }

  async function declare(session: 'open' | 'close', panna: string) {
    const reply = await operator.POST('/admin/markets/{market_id}/days/{date}/results', {
      params: { path: { market_id: marketId, date: DAY } },
      body: { session, panna },
    });
    expect(reply.response.status, JSON.stringify(reply.error)).toBe(200);
  }

  async function operatorLogin() {
    const anonymous = createApiClient({ baseUrl: `${stack.base}/api` });
    const login = await anonymous.POST('/api-user-login', { body: { mobile: OPERATOR.mobile, password: OPERATOR.password } });
    expect(login.data).toMatchObject({ status: 1, role: 'operator' });
    operator = createApiClient({ baseUrl: `${stack.base}/api`, token: login.data?.token });
  }

  beforeAll(async () => {
    // Screenshots of an earlier run would sit next to this run's under other numbers.
    for (const file of existsSync(SHOTS) ? readdirSync(SHOTS) : []) if (file.includes('-betting-')) rmSync(join(SHOTS, file));
    stack = await startStack({ clockStart: AT_10_00 });
    context = await stack.newContext();
    page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('popupShown', '1'));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('10:00 IST: a new player with 1,000 points logs in and opens KALYAN from the game list', async () => {
    const api = createApiClient({ baseUrl: `${stack.base}/api` });
    const registered = await api.POST('/api-user-registration', {
      body: {
        name: player.name,
        email: player.username,
        mobile: player.mobile,
        password: player.password,
        confirm_password: player.password,
        date_of_birth: '1990-04-12',
      },
    });
    expect(registered.data?.status).toBe(1);
    await operatorLogin();
    const login = await createApiClient({ baseUrl: `${stack.base}/api` }).POST('/api-user-login', {
      body: { mobile: player.mobile, password: player.password },
    });
    const funded = await operator.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: login.data!.user_id! } },
      body: { amount: 1000, reason: 'Welcome points' },
    });
    expect(funded.response.status, JSON.stringify(funded.error)).toBe(200);
    rates = (await api.POST('/api-game-rates', { body: {} })).data!.game_rates[0] as unknown as Rates;
    const games = (await api.POST('/api-get-dashboard-data', { body: {} })).data!.result;
    marketId = games.find((game) => game.game_name === MARKET)!.game_id;

    await page.goto('/login');
    await page.getByLabel(/^Mobile Number/).fill(player.mobile);
    await page.getByLabel(/^Password/).fill(player.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => marketRow().textContent()).toContain('Betting is Running Now');
    await marketRow().click();
    await page.waitForURL('**/game_dashboard');
    await heading(`${MARKET} Dashboard`).waitFor();
    expect(await page.getByText('Note: Betting is Running Now').count()).toBe(1);
    await shot('game-dashboard');
    await noSeriousViolations();
  });

  it('places a Single Ank bid on the open ank and one that will lose', async () => {
    await tile('Single Digit').click();
    await heading('Single Digit').waitFor();
    expect(await page.getByText(`Date: 23/11/2026`).count()).toBe(1);
    expect(await page.getByLabel('Game Type').inputValue()).toBe('Open');
    await cell('Digits', '1').click();
    await expectAlert('Please select an amount before proceeding.');
    await shot('select-amount-first');
    await noSeriousViolations();
    await dismissAlert();
    await chip('10').click();
    await cell('Digits', String(ankOf(OPEN_PANNA))).click();
    await cell('Digits', String(ankOf(OPEN_PANNA))).click();
    await cell('Digits', '2').click();
    expect(await page.getByTestId('total-points').textContent()).toBe('30');
    await shot('single-ank-entered');
    await noSeriousViolations();
    await placed('Single Ank');
  });

  it('places a Jodi bid on the coming jodi', async () => {
    await openFromDashboard('Jodi Digit', 'Jodi Digit');
    await chip('10').click();
    await cell('Jodi', `${ankOf(OPEN_PANNA)}${ankOf(CLOSE_PANNA)}`).click();
    await noSeriousViolations();
    await placed('Jodi');
  });

  it('places a Double Pana bid on the close panna in the Close session', async () => {
    await openFromDashboard('Double Pana', 'Double Pana');
    await page.getByLabel('Game Type').selectOption('Close');
    await chip('10').click();
    await cell(`Ank ${ankOf(CLOSE_PANNA)}`, CLOSE_PANNA).click();
    await shot('double-pana-entered');
    await noSeriousViolations();
    await placed('Double Pana');
  });

  it('places a Half Sangam bid: open patti and close ank', async () => {
    await openFromDashboard('Half Sangam', 'Play Half Sangam');
    expect(await page.getByLabel('Close Ank').isDisabled()).toBe(true);
    await page.getByLabel('Open Patti').fill(OPEN_PANNA);
    await page.getByLabel('Close Ank').fill(String(ankOf(CLOSE_PANNA)));
    await page.getByLabel('Amount', { exact: true }).fill('10');
    await shot('half-sangam-entered');
    await noSeriousViolations();
    await placed('Half Sangam');
  });

  it('the other daily bid screens pass axe', async () => {
    for (const [tileName, title] of [
      ['Single Pana', 'Single Pana'],
      ['Triple Pana', 'Triple Pana'],
      ['Full Sangam', 'Play Full Sangam'],
    ]) {
      await openFromDashboard(tileName!, title!);
      await shot(screenShot(title!));
      await noSeriousViolations();
    }
  });

  it('Starline: a closed slot alerts, an open slot takes a Single Digit bid', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Play 09:00 AM' }).click();
    await expectAlert('Betting is closed for today');
    await shot('starline-closed-slot');
    await dismissAlert();
    await page.getByRole('button', { name: 'Play 11:00 AM' }).click();
    await page.waitForURL('**/starLine_game_dashBoard');
    await heading('Starline Dashboard').waitFor();
    await shot('starline-dashboard');
    await noSeriousViolations();
    await tile('Single Digit').click();
    await heading('Starline Single Digit').waitFor();
    await chip('10').click();
    await cell('Digits', '4').click();
    await noSeriousViolations();
    await placed('Starline Single Digit');
    for (const title of ['Starline Single Pana', 'Starline Double Pana', 'Starline Triple Pana']) {
      await page.goto('/starLine_game_dashBoard');
      await tile(title.replace('Starline ', '')).click();
      await heading(title).waitFor();
      await noSeriousViolations();
    }
    await page.goto('/my_profile');
    await page.waitForFunction(() => (document.querySelector('[data-testid="wallet-amount"]') as HTMLInputElement | null)?.value === '930');
  });

  let jodiPage: Page;
  let starlinePage: Page;
  let singlePage: Page;
  const sentSessions: string[] = [];

  it('before the cut-offs the player fills a Jodi slip, a Starline slip (11:00 AM slot) and an Open Single Digit slip without sending them', async () => {
    singlePage = await context.newPage();
    singlePage.on('request', (request) => {
      if (request.url().endsWith('/api/api-submit-bid')) sentSessions.push(request.postDataJSON().new_result.session);
    });
    await singlePage.goto('/single');
    await heading('Single Digit', singlePage).waitFor();
    await singlePage.getByLabel('Game Type').selectOption('Open');
    await chip('10', singlePage).click();
    await cell('Digits', '3', singlePage).click();
    jodiPage = await context.newPage();
    await jodiPage.goto('/jodi');
    await heading('Jodi Digit', jodiPage).waitFor();
    await chip('50', jodiPage).click();
    await cell('Jodi', '55', jodiPage).click();
    starlinePage = await context.newPage();
    await starlinePage.goto('/starline_play');
    await heading('Starline Single Digit', starlinePage).waitFor();
    await chip('50', starlinePage).click();
    await cell('Digits', '7', starlinePage).click();
  });

  /** The player comes back to the tab: the screen asks the server for its status again (as it does every half minute). */
  const returnToTab = (on: Page) => on.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  const submitButton = (on: Page) => on.getByRole('button', { name: 'Submit', exact: true });

  it('16:05 IST: the Jodi and Starline screens held open show their closed notice, keep the numbers and cannot send', async () => {
    await stack.restartAt(AT_16_05);
    await returnToTab(jodiPage);
    await jodiPage.getByRole('alert').filter({ hasText: 'Sorry betting is Close' }).waitFor();
    await jodiPage.waitForFunction(() => document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled === true);
    expect(await jodiPage.getByRole('textbox', { name: 'Points for 55' }).inputValue()).toBe('50');
    await shot('jodi-closed-after-cut-off', jodiPage);
    await returnToTab(starlinePage);
    await starlinePage.getByRole('alert').filter({ hasText: 'Betting is closed for today' }).waitFor();
    expect(await submitButton(starlinePage).isDisabled()).toBe(true);
    await shot('starline-closed-slot-held-open', starlinePage);
    await jodiPage.close();
    await starlinePage.close();
  });

  it('16:05 IST: the Single Digit screen held open since 10:00 sends no slip in Close; the player must choose again', async () => {
    await returnToTab(singlePage);
    const notice = singlePage.getByTestId('session-lapsed');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Bids for the Open session of 23/11/2026 have closed.');
    expect(await singlePage.getByLabel('Game Type').inputValue()).toBe('');
    expect(await singlePage.getByRole('textbox', { name: 'Points for 3' }).inputValue()).toBe('10');
    expect(await submitButton(singlePage).isDisabled()).toBe(true);
    await shot('single-open-lapsed', singlePage);
    await noSeriousViolations(singlePage);
    // Later status answers keep the choice lapsed: nothing is ever sent on the player's behalf.
    await returnToTab(singlePage);
    await singlePage.waitForTimeout(1000);
    expect(await submitButton(singlePage).isDisabled()).toBe(true);
    expect(sentSessions).toEqual([]);
    await singlePage.close();
  });

  it('16:05 IST: only Close is offered, Jodi and the Sangams alert, and the operator declares the open panna', async () => {
    await page.goto('/');
    await expect.poll(() => marketRow().textContent()).toContain('Betting Running For Close');
    await marketRow().click();
    await heading(`${MARKET} Dashboard`).waitFor();
    expect(await page.getByText('Note: Betting Running For Close').count()).toBe(1);
    await tile('Jodi Digit').click();
    await expectAlert('Sorry betting is Close');
    await shot('jodi-tile-closed');
    await dismissAlert();
    await tile('Half Sangam').click();
    await expectAlert('Sorry betting is Close');
    await dismissAlert();
    await tile('Single Digit').click();
    await heading('Single Digit').waitFor();
    const options = await page.getByLabel('Game Type').locator('option').allTextContents();
    expect(options).toEqual(['Select the Game Type', 'Close']);
    expect(await page.getByLabel('Game Type').inputValue()).toBe('Close');
    await shot('only-close-offered');
    await noSeriousViolations();

    await declare('open', OPEN_PANNA);
    await page.goto('/');
    await expect.poll(() => marketRow().textContent()).toContain(`${OPEN_PANNA}-${ankOf(OPEN_PANNA)}*_***`);
  });

  it('18:05 IST: the operator declares the close panna; the chart shows the day', async () => {
    await stack.restartAt(AT_18_05);
    await operatorLogin();
    await declare('close', CLOSE_PANNA);
    await page.goto('/');
    const result = `${OPEN_PANNA}-${ankOf(OPEN_PANNA)}${ankOf(CLOSE_PANNA)}-${CLOSE_PANNA}`;
    await expect.poll(() => marketRow().textContent()).toContain(result);
    await shot('results-on-home');
    await page.getByRole('link', { name: `${MARKET} chart` }).click();
    await heading(`${MARKET} Chart`).waitFor();
    const row = page
      .getByRole('table', { name: `${MARKET} Chart` })
      .getByRole('row')
      .filter({ hasText: '23/11/2026' });
    expect(await row.textContent()).toContain(`${OPEN_PANNA}${ankOf(OPEN_PANNA)}${ankOf(CLOSE_PANNA)}${CLOSE_PANNA}`);
    await shot('market-chart');
    await noSeriousViolations();
  });

  it('winning history, passbook and balance show exactly what the rates pay', async () => {
    const singleAnk = payout(20, rates, 'single_digit');
    const jodi = payout(10, rates, 'jodi_digit');
    const doublePana = payout(10, rates, 'double_pana');
    const halfSangam = payout(10, rates, 'half_sangam');
    expect([singleAnk, jodi, doublePana, halfSangam]).toEqual([190, 950, 2800, 10000]);

    await page.goto(`/top_winner_list?from=${DAY}&to=${DAY}`);
    const wins = page.getByRole('table', { name: 'My Winning History' });
    await wins.waitFor();
    const rows = wins.getByRole('row');
    await expect.poll(() => rows.count()).toBe(5);
    const text = (await rows.allTextContents()).slice(1).join('\n');
    for (const [pana, digits, amount] of [
      ['Single Ank', '1', singleAnk],
      ['Jodi', '10', jodi],
      ['Double Patti', '550', doublePana],
      ['Half Sangam', `${OPEN_PANNA}-0`, halfSangam],
    ] as const) {
      expect(text).toMatch(new RegExp(`${MARKET}${pana}${digits}.*${shown(amount)}`));
    }
    await shot('winning-history');
    await noSeriousViolations();

    const balance = 1000 - 70 + singleAnk + jodi + doublePana + halfSangam;
    await page.goto('/all_passbook');
    const passbook = page.getByRole('table', { name: 'Transaction History, ALL' });
    await passbook.waitFor();
    const winRows = (await passbook.getByRole('row').filter({ hasText: 'Win' }).allTextContents()).join('\n');
    expect(winRows).toContain(`+${shown(singleAnk)}`);
    expect(winRows).toContain(`+${shown(jodi + doublePana + halfSangam)}`);
    expect(await page.getByTestId('passbook-balance').textContent()).toBe(shown(balance));
    await shot('passbook-wins');

    await page.goto('/my_profile');
    await page.waitForFunction(
      (expected) => (document.querySelector('[data-testid="wallet-amount"]') as HTMLInputElement | null)?.value === expected,
      shown(balance),
    );
    await shot('balance');
  });

  it('the Starline chart shows the slots 01 AM to 11 PM from real results, without serious axe violations', async () => {
    await page.goto('/starLine_chart_history');
    const table = page.getByRole('table', { name: 'Starline Chart History' });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Date', ...DEMO_STARLINE_COLUMNS]);
    await shot('starline-chart');
    await noSeriousViolations();
  });
});
