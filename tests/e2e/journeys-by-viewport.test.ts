/**
 * The main player journeys on a small phone (360x740) and a desktop (1280x800), in headless Chromium against the real
 * server (390x844 is the player and betting journeys' size): sign up (and be logged in), send a fund request with a
 * receipt, place a Single Digit bid from the game list, save bank details, ask to withdraw, log out. No screen scrolls
 * sideways and axe finds no serious or critical violation on any of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../../sdk/index.ts';
import { seriousViolations } from './support/axe.ts';
import { chromiumAvailable, OPERATOR, screenshot, type Stack, startStack } from './support/stack.ts';

const noChromium = !chromiumAvailable() && !process.env.CI;
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
const unique = String(Date.now()).slice(-6);

describe.skipIf(noChromium)('main journeys at 360x740 and 1280x800', () => {
  let stack: Stack;
  let operator: ApiClient;
  let scratch: string;
  let receipt: string;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'matka-viewports-'));
    receipt = join(scratch, 'receipt.png');
    await sharp({ create: { width: 360, height: 640, channels: 3, background: '#e8f5e9' } })
      .png()
      .toFile(receipt);
    stack = await startStack();
    const login = await createApiClient({ baseUrl: `${stack.base}/api` }).POST('/api-user-login', { body: OPERATOR });
    operator = createApiClient({ baseUrl: `${stack.base}/api`, token: login.data!.token });
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** The screen fits the width and passes axe. */
  async function screenPasses(page: Page, what: string) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), what).toEqual([]);
  }

  for (const [index, viewport] of VIEWPORTS.entries()) {
    const size = `${viewport.width}x${viewport.height}`;
    it(`${size}: signs up, asks to add funds, bids, saves bank details, asks to withdraw and logs out`, async () => {
      const phone = viewport.width < 768;
      const context = await stack.browser.newContext({ viewport, isMobile: phone, hasTouch: phone, baseURL: stack.base });
      await context.addInitScript(() => window.localStorage.setItem('popupShown', '1'));
      const page = await context.newPage();
      const toast = (text: string) => page.getByText(text, { exact: true }).first();
      const heading = (name: string) => page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
      const mobile = `74${index}${unique}0`.slice(0, 10);

      await page.goto('/register');
      await page.getByLabel(/^Name/).first().fill('Kiran Rao');
      await page.getByLabel(/^Username/).fill(`kiran_${index}_${unique}`);
      await page.getByLabel(/^Mobile Number/).fill(mobile);
      await page.getByLabel(/^Password/).fill('kiran-pass-1');
      await page.getByLabel(/^Confirm Password/).fill('kiran-pass-1');
      await page.getByLabel(/^Date of Birth/).fill('1990-04-12');
      await screenPasses(page, 'register');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await toast('You are successfully register.').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
      await page.getByRole('region', { name: 'Markets' }).waitFor();
      await screenPasses(page, 'home');

      await page.goto('/add_fund');
      await heading('Add Fund').waitFor();
      // A tap settles the page: the help link (asked for then) is checked with the screen.
      await page.getByLabel(/^Amount/).click();
      await page.getByLabel(/^Amount/).fill('1000');
      await page.getByLabel(/^Description/).fill('Paid by UPI');
      await page.getByLabel(/^Transaction Id/).fill(`5${index}${unique}123`);
      await page.getByLabel(/^Transaction Receipt/).setInputFiles(receipt);
      await page.getByRole('link', { name: 'Contact Admin for help' }).waitFor();
      await screenPasses(page, 'add fund');
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await page.getByTestId('fund-success').waitFor();

      const profile = await createApiClient({ baseUrl: `${stack.base}/api` }).POST('/api-user-login', { body: { mobile, password: 'kiran-pass-1' } });
      const funded = await operator.POST('/admin/users/{user_id}/wallet-adjustments', {
        params: { path: { user_id: profile.data!.user_id! } },
        body: { amount: 1000, reason: 'Welcome points' },
      });
      expect(funded.response.status, JSON.stringify(funded.error)).toBe(200);

      await page.goto('/');
      await page
        .getByTestId('game-row')
        .filter({ has: page.getByText('KALYAN', { exact: true }) })
        .click();
      await heading('KALYAN Dashboard').waitFor();
      await page.getByRole('list', { name: 'Bidding options' }).getByRole('link', { name: 'Single Digit', exact: true }).click();
      await heading('Single Digit').waitFor();
      await page.getByLabel('Game Type').selectOption('Open');
      await page.getByRole('group', { name: 'Select Amount' }).getByRole('button', { name: '10', exact: true }).click();
      await page.getByRole('group', { name: 'Digits' }).getByRole('button', { name: '6', exact: true }).click();
      await screenPasses(page, 'single digit');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await toast('Bid Successfully Submitted').waitFor();

      await page.goto('/update_bank_details');
      await heading('Bank Details').waitFor();
      await page.getByLabel(/^A\/c Holder Name/).fill('Kiran Rao');
      await page.getByLabel(/^Bank Account Number/).fill('001234567890');
      await page.getByLabel(/^IFSC Code/).fill('SBIN0001234');
      await page.getByLabel(/^Bank Name/).fill('State Bank');
      await page.getByLabel(/^Branch Name/).fill('Andheri East');
      await screenPasses(page, 'bank details');
      await page.getByRole('button', { name: 'Submit' }).click();
      await toast('Bank Details Update Successfully !!!').waitFor();

      await page.goto('/withdraw');
      await page.getByText('Withdrawal time: 10:00 AM to 06:00 PM, closed on Sunday').waitFor();
      await page.getByLabel(/^Request Amount/).fill('500');
      await page.getByLabel(/^Payment Method/).selectOption('Bank transfer');
      await screenPasses(page, 'withdraw');
      await page.getByRole('button', { name: 'Submit' }).click();
      await toast('Successfully Withdraw the Amount').waitFor();
      await screenshot(page, `journey-withdrawal-${size}`);

      await page.goto('/all_passbook');
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('passbook-balance').textContent()).toBe('490');
      await screenPasses(page, 'passbook');

      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('alertdialog', { name: 'Logout' }).getByRole('button', { name: 'Yes, Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      await screenPasses(page, 'login');
      await context.close();
    }, 180_000);
  }
});
