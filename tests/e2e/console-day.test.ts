/**
 * A whole market day run from the operator console in headless Chromium at 1280x800, against the real server serving
 * the built app, with the server clock moved by restarting it on the same data (Monday 23 November 2026): at 10:00 IST
 * the operator logs in and creates a market, two players (through the API) deposit, bid and ask to withdraw; the
 * operator reads the exposure, opens the deposit's receipt and approves it (a second, stale tab trying the same
 * approval is told it was already approved), pays the withdrawal; at 16:05 declares the
 * open panna after its preview, at 18:05 the close panna, then corrects the open panna with a reason after its
 * preview; reads the day's report and downloads it as CSV; on a player's page reads their deposits and withdrawals,
 * sets a stricter limit and sends them a message, and finds them in the players-at-limits report; and finds every
 * step in the audit log. Each player's balance is then checked exactly against the ledger, against the player page
 * and against what the rates pay. axe-core checks every console screen; screenshots at 1280 and 390 px go to
 * test-results/e2e/.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../../sdk/index.ts';
import { seriousViolations } from './support/axe.ts';
import { chromiumAvailable, OPERATOR, screenshot, SHOTS, type Stack, startStack } from './support/stack.ts';

const noChromium = !chromiumAvailable() && !process.env.CI;

const DAY = '2026-11-23';
const AT_10_00 = '2026-11-23T04:30:00.000Z';
const AT_16_05 = '2026-11-23T10:35:00.000Z';
const AT_18_05 = '2026-11-23T12:35:00.000Z';
const unique = String(Date.now()).slice(-6);
const MARKET = `CONSOLE ${unique}`;

type Rates = Record<string, number>;
const pays = (points: number, rates: Rates, kind: string) => Math.floor((points * rates[`${kind}_val_2`]! * 100) / rates[`${kind}_val_1`]!) / 100;

interface Player {
  id: string;
  api: ApiClient;
  token: string;
}

describe.skipIf(noChromium)('a market day from the operator console (1280x800)', () => {
  let stack: Stack;
  let context: BrowserContext;
  let page: Page;
  let operator: ApiClient;
  let rates: Rates;
  let marketId: string;
  let depositId: string;
  const players: Player[] = [];

  const settled = () =>
    page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const noSeriousViolations = async () => {
    await settled();
    expect(await seriousViolations(page)).toEqual([]);
  };
  const shot = async (name: string) => {
    await settled();
    await screenshot(page, `console-${name}`);
  };
  const heading = (name: string) => page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
  const toast = async (text: string | RegExp) => {
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText(text)
      .first()
      .waitFor();
  };
  const dialog = () => page.getByRole('alertdialog');
  const points = (value: number) => new Intl.NumberFormat('en-IN').format(value);

  async function newPlayer(n: number): Promise<Player> {
    const anonymous = createApiClient({ baseUrl: `${stack.base}/api` });
    const mobile = `71${unique}${n}0`.slice(0, 10);
    const password = 'player-pass-1';
    const body = { name: `Console Player ${n}`, email: `cp${n}_${unique}`, mobile, password, confirm_password: password, date_of_birth: '1990-04-12' };
    expect((await anonymous.POST('/api-user-registration', { body })).data?.status).toBe(1);
    const login = await anonymous.POST('/api-user-login', { body: { mobile, password } });
    const token = login.data!.token!;
    return { id: login.data!.user_id!, token, api: createApiClient({ baseUrl: `${stack.base}/api`, token }) };
  }

  async function bid(p: Player, pana: string, digits: string, points: number) {
    const reply = await p.api.POST('/api-submit-bid', {
      body: {
        new_result: {
          gameid: marketId,
          Gamename: MARKET,
          pana: pana as 'Single Ank',
          session: 'Open',
          totalbit: points,
          result: [{ points, digits, session: 'Open', closedigits: '' }],
        },
      },
    });
    expect(reply.data, JSON.stringify(reply.error)).toMatchObject({ status: true });
  }

  /** Sums a player's whole ledger (every page) and returns it with the wallet balance the server reports. */
  async function ledgerOf(userId: string) {
    let before: string | undefined;
    let sum = 0;
    let balance = Number.NaN;
    for (;;) {
      const page = await operator.GET('/admin/users/{user_id}/ledger', {
        params: { path: { user_id: userId }, query: { limit: '200', ...(before ? { before } : {}) } },
      });
      balance = page.data!.wallet_balance;
      for (const entry of page.data!.items) sum += entry.direction === 'in' ? entry.amount : -entry.amount;
      if (!page.data!.next_before) break;
      before = page.data!.next_before;
    }
    return { sum: Math.round(sum * 100) / 100, balance };
  }

  async function openResults() {
    await page.goto(`/admin/results?market=${marketId}&date=${DAY}`);
    await heading('Results').waitFor();
    await page.getByRole('heading', { name: new RegExp(`^${MARKET} on`) }).waitFor();
  }

  beforeAll(async () => {
    for (const file of existsSync(SHOTS) ? readdirSync(SHOTS) : []) if (file.includes('-console-')) rmSync(join(SHOTS, file));
    stack = await startStack({ clockStart: AT_10_00 });
    context = await stack.browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: stack.base });
    page = await context.newPage();
    const anonymous = createApiClient({ baseUrl: `${stack.base}/api` });
    const login = await anonymous.POST('/api-user-login', { body: OPERATOR });
    operator = createApiClient({ baseUrl: `${stack.base}/api`, token: login.data!.token });
    rates = (await operator.GET('/admin/settings')).data!.game_rates as unknown as Rates;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('logs the operator in at /admin; a visitor sees only the login form', async () => {
    const errors: string[] = [];
    const collect = (message: ConsoleMessage) => void (message.type() === 'error' && errors.push(message.text()));
    page.on('console', collect);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Operator login' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Console sections' }).count()).toBe(0);
    // A visitor's browser asks the server nothing it could only refuse (a 401 is logged as an error).
    page.off('console', collect);
    expect(errors).toEqual([]);
    await noSeriousViolations();
    await page.getByLabel('Mobile number').fill(OPERATOR.mobile);
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await heading('Dashboard').waitFor();
    await page.getByRole('navigation', { name: 'Console sections' }).waitFor();
    await noSeriousViolations();
    await shot('dashboard-1280');
  });

  it('creates a market', async () => {
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Markets' }).click();
    await heading('Markets').waitFor();
    await page.getByRole('button', { name: 'Add a market or Starline slot' }).click();
    const form = page.getByRole('form', { name: 'Create market' });
    await form.getByLabel('Name').fill(MARKET);
    await form.getByLabel('Open bids end (IST)').fill('15:45');
    await form.getByLabel('Open result (IST)').fill('16:00');
    await form.getByLabel('Close bids end (IST)').fill('17:45');
    await form.getByLabel('Close result (IST)').fill('18:00');
    await form.getByRole('button', { name: 'Create market' }).click();
    await toast(`${MARKET} created.`);
    await page.getByRole('link', { name: MARKET, exact: true }).waitFor();
    await noSeriousViolations();
    await shot('markets');
    const list = await operator.GET('/admin/markets', {});
    marketId = list.data!.items.find((m) => m.name === MARKET)!.id;
  });

  it('players deposit, bid and ask to withdraw through the API', async () => {
    players.push(await newPlayer(1), await newPlayer(2));
    const [a, b] = players as [Player, Player];
    // A pays 1000 by UPI and sends the receipt; B is given 500 points by the operator.
    const png = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('request_amount', '1000');
    form.append('request_description', 'Paid by UPI');
    form.append('request_number', `9${unique}12345`);
    form.append('insert_date', '2026/11/23');
    form.append('fund_payment_receipt', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'receipt.png');
    const sent = await fetch(`${stack.base}/api/api-fund-request-add`, { method: 'POST', headers: { authorization: `Bearer ${a.token}` }, body: form });
    expect(((await sent.json()) as { status: boolean }).status).toBe(true);
    const pending = await operator.GET('/admin/fund-requests', { params: { query: { status: 'pending', user_id: a.id } } });
    depositId = pending.data!.items[0]!.id;
    const funded = await operator.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: b.id } },
      body: { amount: 500, reason: 'Welcome points' },
    });
    expect(funded.response.status).toBe(200);
    await bid(b, 'Single Pana', '137', 20);
  });

  it('approves the deposit after opening its receipt; a second operator tab learns it was already approved', async () => {
    // A second tab with the same pending list, as another operator would have it open.
    const second = await context.newPage();
    await second.goto('/admin/deposits');
    await second.getByRole('button', { name: `Approve deposit ${depositId}` }).waitFor();
    await page.goto('/admin/deposits');
    await heading('Deposits').waitFor();
    await page.getByRole('button', { name: `Open receipt of deposit ${depositId}` }).click();
    const receipt = page.getByRole('dialog', { name: `Receipt of deposit ${depositId}` });
    const image = receipt.getByRole('img', { name: `Payment receipt of deposit ${depositId}` });
    await image.waitFor();
    await page.waitForFunction((id) => {
      const img = document.querySelector(`img[alt="Payment receipt of deposit ${id}"]`) as HTMLImageElement | null;
      return Boolean(img?.complete && img.naturalWidth === 300);
    }, depositId);
    await receipt.getByRole('button', { name: '200 %' }).click();
    expect(await receipt.getByRole('button', { name: '200 %' }).getAttribute('aria-pressed')).toBe('true');
    await noSeriousViolations();
    await shot('receipt-zoomed');
    await receipt.getByRole('button', { name: 'Close receipt' }).click();
    await page.getByRole('button', { name: `Approve deposit ${depositId}` }).click();
    await dialog().getByRole('button', { name: 'Approve', exact: true }).click();
    await toast(/Fund request approved/);
    await noSeriousViolations();
    // The stale tab tries the same approval: nothing is credited twice, and it is told what happened.
    await second.getByRole('button', { name: `Approve deposit ${depositId}` }).click();
    await second.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).click();
    const told = second.getByRole('alertdialog').filter({ hasText: /already approved/ });
    await told.waitFor();
    await told.getByRole('button', { name: 'OK' }).click();
    await second.getByRole('button', { name: `Approve deposit ${depositId}` }).waitFor({ state: 'detached' });
    await second.close();
  });

  it('player A bids and asks to withdraw; the operator pays the withdrawal', async () => {
    const a = players[0]!;
    await bid(a, 'Single Ank', '1', 100);
    await bid(a, 'Single Pana', '128', 50);
    const bank = {
      ac_holder_name: 'Console Player',
      ac_number: '001234567890',
      ifsc_code: 'SBIN0001234',
      bank_name: 'State Bank',
      branch_address: 'Andheri East',
    };
    expect((await a.api.POST('/api-add-user-bank-details', { body: bank })).data).toMatchObject({ status: true });
    const asked = await a.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 500, payment_method: 'Bank transfer' } });
    expect(asked.data, JSON.stringify(asked.error)).toMatchObject({ status: true });
    const list = await operator.GET('/admin/withdrawals', { params: { query: { status: 'pending' } } });
    const number = list.data!.items.find((w) => w.user_id === a.id)!.request_number;
    await page.goto('/admin/withdrawals');
    await heading('Withdrawals').waitFor();
    await page.getByText('001234567890').first().waitFor();
    await page.getByRole('button', { name: `Mark paid withdrawal ${number}` }).click();
    await dialog().getByLabel('Note for the player (optional)').fill('NEFT ref 99887766');
    await dialog().getByRole('button', { name: 'Mark paid', exact: true }).click();
    await toast(/marked as paid/i);
    await noSeriousViolations();
  });

  it('shows the exposure per number, riskiest first', async () => {
    await page.goto(`/admin/exposure?market=${marketId}&date=${DAY}`);
    await heading('Exposure').waitFor();
    const table = page.getByRole('table', { name: 'Exposure' });
    await table.waitFor();
    const first = table.getByRole('row').nth(1);
    expect(await first.textContent()).toContain('128');
    expect(await first.textContent()).toContain(new Intl.NumberFormat('en-IN').format(pays(50, rates, 'single_pana')));
    await noSeriousViolations();
    await shot('exposure');
  });

  it('declares the open panna at 16:05 after its preview', async () => {
    await stack.restartAt(AT_16_05);
    await openResults();
    await page.getByLabel('Open panna').fill('128');
    await page.getByRole('button', { name: 'Preview and declare' }).click();
    const preview = dialog().getByTestId('result-preview');
    await preview.waitFor();
    const payout = pays(100, rates, 'single_digit') + pays(50, rates, 'single_pana');
    expect(await preview.textContent()).toContain(new Intl.NumberFormat('en-IN').format(payout));
    await noSeriousViolations();
    await shot('declare-preview');
    await dialog().getByRole('button', { name: 'Declare result' }).click();
    await toast(/open result declared: 128-1/);
  });

  it('declares the close panna at 18:05', async () => {
    await stack.restartAt(AT_18_05);
    await openResults();
    await page.getByLabel('Close panna').fill('550');
    await page.getByRole('button', { name: 'Preview and declare' }).click();
    await dialog().getByTestId('result-preview').waitFor();
    await dialog().getByRole('button', { name: 'Declare result' }).click();
    await toast(/close result declared/);
  });

  it('corrects the open panna with a reason, showing the reversal first', async () => {
    await openResults();
    const form = page.getByRole('form', { name: 'Correct a result' });
    await form.getByLabel('Session').selectOption('open');
    await form.getByLabel('Open panna').fill('137');
    await form.getByRole('button', { name: 'Preview correction' }).click();
    const preview = dialog().getByTestId('correction-preview');
    await preview.waitFor();
    expect(await preview.textContent()).toContain(
      `Reversal: ${new Intl.NumberFormat('en-IN').format(pays(100, rates, 'single_digit') + pays(50, rates, 'single_pana'))}`,
    );
    await dialog().getByLabel('Reason for the correction').fill('Typed 128 by mistake');
    await noSeriousViolations();
    await dialog().getByRole('button', { name: 'Correct result' }).click();
    await toast(/open result corrected: 137-1/);
    await noSeriousViolations();
    await shot('results-corrected');
  });

  it("reads the day's report: stakes and payouts per market and bid type", async () => {
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Reports' }).click();
    await heading('Reports').waitFor();
    const range = page.getByRole('form', { name: 'Report days' });
    await range.getByLabel('From').fill(DAY);
    await range.getByLabel('To').fill(DAY);
    await range.getByRole('button', { name: 'Show' }).click();
    const table = page.getByRole('table', { name: 'Bids and winnings' });
    const ank = table.getByRole('row').filter({ hasText: MARKET }).filter({ hasText: 'Single Ank' });
    await ank.waitFor();
    const ankText = (await ank.textContent()) ?? '';
    expect(ankText).toContain(points(100));
    expect(ankText).toContain(points(pays(100, rates, 'single_digit')));
    const pana = (await table.getByRole('row').filter({ hasText: MARKET }).filter({ hasText: 'Single Pana' }).textContent()) ?? '';
    expect(pana).toContain(points(70));
    expect(pana).toContain(points(pays(20, rates, 'single_pana')));
    await noSeriousViolations();
    await shot('report');
  });

  it('exports the report as CSV with every row of the day', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).first().click()]);
    expect(download.suggestedFilename()).toMatch(/^report-bids-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    const header = lines[0]!.split(',');
    const col = (name: string) => header.indexOf(name);
    for (const name of ['date', 'market_name', 'bid_type', 'bids', 'stakes', 'winners', 'payouts', 'house']) expect(header).toContain(name);
    const rows = lines
      .slice(1)
      .map((line) => line.split(','))
      .filter((cells) => cells[col('market_name')] === MARKET);
    const byType = Object.fromEntries(rows.map((cells) => [cells[col('bid_type')], cells]));
    expect(Object.keys(byType).sort()).toEqual(['single_digit', 'single_pana']);
    expect(byType.single_digit![col('date')]).toBe(DAY);
    expect(Number(byType.single_digit![col('stakes')])).toBe(100);
    expect(Number(byType.single_digit![col('payouts')])).toBe(pays(100, rates, 'single_digit'));
    expect(Number(byType.single_pana![col('bids')])).toBe(2);
    expect(Number(byType.single_pana![col('stakes')])).toBe(70);
    expect(Number(byType.single_pana![col('winners')])).toBe(1);
    expect(Number(byType.single_pana![col('payouts')])).toBe(pays(20, rates, 'single_pana'));
    // A negative house result stays a number (only text that starts like a formula is quoted), so it sums.
    expect(byType.single_pana![col('house')]).toBe(`${70 - pays(20, rates, 'single_pana')}`);
  });

  it("reads a player's deposits and withdrawals, sets a stricter limit and messages them", async () => {
    const a = players[0]!;
    await page.goto(`/admin/players/${a.id}`);
    await heading(`Player ${a.id}`).waitFor();
    const deposits = page.getByRole('table', { name: 'Deposits' });
    await deposits.getByText(`9${unique}12345`).waitFor();
    expect(await deposits.textContent()).toContain('Approved');
    const withdrawals = page.getByRole('table', { name: 'Withdrawals' });
    await withdrawals.getByText(/001234567890/).waitFor();
    // A deposited 1000 today: a daily deposit limit of 500 is used up at once.
    const form = page.getByRole('form', { name: 'Set a stricter limit' });
    await form.getByLabel('Limit', { exact: true }).selectOption('deposit_day');
    await form.getByLabel('New limit (points)').fill('500');
    await form.getByRole('button', { name: 'Set stricter limit' }).click();
    await dialog().getByLabel('Reason (kept in the audit log)').fill('Affordability review');
    await dialog().getByRole('button', { name: 'Set limit' }).click();
    await toast(/daily deposit limit is now 500 points/);
    const limits = page.getByRole('table', { name: 'Limits' });
    await limits
      .getByRole('row')
      .filter({ hasText: 'Daily deposit limit' })
      .filter({ hasText: points(500) })
      .waitFor();
    const message = page.getByRole('form', { name: 'Message to Console Player 1' });
    await message.getByLabel('Title').fill('Withdrawal paid');
    await message.getByLabel('Message').fill('Your 500 points were sent by NEFT.');
    await message.getByRole('button', { name: 'Send to the player' }).click();
    await dialog().getByRole('button', { name: 'Send', exact: true }).click();
    await toast('Message sent to the player.');
    await page.getByRole('table', { name: 'Sent' }).getByText('Withdrawal paid').waitFor();
    await noSeriousViolations();
    await shot('player');
    const inbox = await a.api.POST('/api-get-notification', { body: { user_id: a.id } });
    expect(JSON.stringify(inbox.data)).toContain('Withdrawal paid');
  });

  it('lists the player in the players-at-limits report', async () => {
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Players at limits' }).click();
    await heading('Players at limits').waitFor();
    const row = page.getByRole('table', { name: 'Limits used up' }).getByRole('row').filter({ hasText: 'Console Player 1' });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Daily deposit limit');
    expect(text).toContain(points(1000));
    await noSeriousViolations();
    await shot('at-limits');
  });

  it('finds every step in the audit log', async () => {
    await page.goto('/admin/audit-log');
    await heading('Audit log').waitFor();
    const table = page.getByRole('table', { name: 'Audit log' });
    await table.waitFor();
    const text = (await table.textContent()) ?? '';
    for (const action of ['market', 'fund_request.approve', 'withdrawal.approve', 'wallet', 'result', 'limit.operator_set', 'announcement.post'])
      expect(text).toContain(action);
    await noSeriousViolations();
    await shot('audit-log');
    // Filtered by action: the correction alone, with its reason.
    const filter = page.getByRole('form', { name: 'Filter the audit log' });
    await filter.getByLabel('Action').fill('result.correct_open');
    await filter.getByRole('button', { name: 'Filter' }).click();
    const onlyCorrections = async () => {
      const rows = await table.locator('tbody tr').allTextContents();
      return rows.length > 0 && rows.every((row) => row.includes('result.correct_open'));
    };
    for (let i = 0; i < 80 && !(await onlyCorrections()); i += 1) await page.waitForTimeout(250);
    expect(await onlyCorrections()).toBe(true);
    expect(await table.textContent()).toContain('Typed 128 by mistake');
  });

  it('lists the operator accounts, the own one marked', async () => {
    await page.goto('/admin/operators');
    await heading('Operators').waitFor();
    const table = page.getByRole('table', { name: 'Operators' });
    await table.waitFor();
    expect(await table.textContent()).toContain('You');
    await page.getByRole('form', { name: 'Add an operator' }).waitFor();
    await noSeriousViolations();
    await shot('operators');
  });

  it('balances equal the ledger and what the rates pay', async () => {
    const [a, b] = players as [Player, Player];
    const expectedA = 1000 - 150 - 500 + pays(100, rates, 'single_digit');
    const expectedB = 500 - 20 + pays(20, rates, 'single_pana');
    for (const [p, expected] of [
      [a, expectedA],
      [b, expectedB],
    ] as const) {
      const { sum, balance } = await ledgerOf(p.id);
      expect(balance).toBe(expected);
      expect(sum).toBe(expected);
      await page.goto(`/admin/players/${p.id}`);
      const stat = page.getByRole('main').locator('dl').filter({ hasText: 'Balance' }).first();
      await stat.getByText(points(expected), { exact: true }).waitFor();
    }
  });

  it('is usable on a phone (390 px)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openResults();
    await page.getByRole('navigation', { name: 'Console sections' }).waitFor();
    await noSeriousViolations();
    await shot('results-390');
  });
});
