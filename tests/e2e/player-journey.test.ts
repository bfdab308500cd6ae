/**
 * End to end at 390x844 in headless Chromium against the real server serving the built app: a visitor meets the
 * guard and the fallback page, registers (and is logged in), logs out and in again, edits the profile and bank
 * details, sends a fund request with a receipt image, an operator approves it through the API, the player sees the
 * balance and passbook entry, requests a withdrawal and logs out. Every step is screenshotted under test-results/e2e/,
 * and axe-core checks each screen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../sdk/index.ts';
import { seriousViolations } from './support/axe.ts';
import { chromiumAvailable, OPERATOR, screenshot, type Stack, startStack } from './support/stack.ts';

// Chromium comes from Debian's package (.ci/run installs it). A machine without it cannot run this suite; CI always can.
const noChromium = !chromiumAvailable() && !process.env.CI;

const unique = String(Date.now()).slice(-7);
const player = { name: 'Meera Joshi', username: `meera_${unique}`, mobile: `81${unique}0`.slice(0, 10), password: 'meera-pass-1' };
const transactionId = `4${unique}12345`;

describe.skipIf(noChromium)('player journey in Chromium (390x844)', () => {
  let stack: Stack;
  let context: BrowserContext;
  let page: Page;
  let scratch: string;

  const footer = () => page.getByRole('navigation', { name: 'Footer' });
  const toast = (text: string) => page.getByText(text, { exact: true }).first();
  const noSeriousViolations = async () => expect(await seriousViolations(page)).toEqual([]);
  /** Runs `step` with every request taking 300 ms more and the CPU 4 times slower, as on a cheap phone. */
  const onSlowLink = async <T>(step: () => Promise<T>): Promise<T> => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    try {
      return await step();
    } finally {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
  };
  /** The page's layout shifts so far (CLS-style sum, shifts right after input left out, as browsers count them). */
  const layoutShift = () =>
    page.evaluate(
      () =>
        new Promise<number>((done) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => done(total), 100);
        }),
    );

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'matka-receipt-'));
    stack = await startStack();
    context = await stack.newContext();
    page = await context.newPage();
  });

  afterAll(async () => {
    await stack?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('a first visit to / shows the Download popup once, then the markets; a visitor asks nothing that must fail', async () => {
    const failed: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && failed.push(message.text())));
    page.on('response', (response) => void (response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`)));
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Download App' });
    await popup.waitFor();
    await screenshot(page, 'first-visit-download-popup');
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: 'Markets' }).waitFor();
    await screenshot(page, 'home-visitor');
    await noSeriousViolations();
    await page.reload();
    await page.getByRole('region', { name: 'Markets' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Download App' }).count()).toBe(0);
    // On a slow link Home settles without moving: the shell, the demo note and the markets arriving shift nothing.
    expect(
      await onSlowLink(async () => {
        await page.reload();
        await page.getByRole('region', { name: 'Markets' }).getByRole('button').first().waitFor();
        return layoutShift();
      }),
    ).toBeLessThanOrEqual(0.02);
    // No session hint, so no profile call (its 401 would be logged as an error, as would any other failure).
    expect(failed).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('response');
  });

  it('a visitor clicking a guarded link gets the alert and stays home', async () => {
    await footer().getByRole('link', { name: 'Profile' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('User not logged in.');
    await screenshot(page, 'guard-alert');
    await noSeriousViolations();
    await alert.getByRole('button', { name: 'OK' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('an unknown route shows the fallback page', async () => {
    await page.goto('/no_such_screen');
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await screenshot(page, 'fallback-page');
    await noSeriousViolations();
  });

  it('registers a new player, who is then logged in on Home; /login and /register lead Home', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/register');
    await page.getByLabel('Name', { exact: false }).first().fill(player.name);
    await page.getByLabel(/^Username/).fill(player.username);
    await page.getByLabel(/^Mobile Number/).fill(player.mobile);
    await page.getByLabel(/^Password/).fill(player.password);
    await page.getByLabel(/^Confirm Password/).fill(player.password);
    await page.getByLabel(/^Date of Birth/).fill('1990-04-12');
    await noSeriousViolations();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await toast('You are successfully register.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
    await screenshot(page, 'registered');
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('region', { name: 'Markets' }).waitFor();
    }
  });

  it('logs out and in again; the session stays in the httpOnly cookie, out of reach of page scripts', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog', { name: 'Logout' }).getByRole('button', { name: 'Yes, Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
    await page.getByLabel(/^Mobile Number/).fill(player.mobile);
    await page.getByLabel(/^Password/).fill(player.password);
    await noSeriousViolations();
    await page.getByRole('button', { name: 'Login' }).click();
    await toast('Login successful').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
    await screenshot(page, 'logged-in-home');
    // Home opened by a logged-in player on a slow link: the wallet card is there with the first screen, nothing moves.
    expect(
      await onSlowLink(async () => {
        await page.reload();
        await page.getByTestId('home-balance').waitFor();
        await page.getByRole('region', { name: 'Markets' }).getByRole('button').first().waitFor();
        return layoutShift();
      }),
    ).toBeLessThanOrEqual(0.02);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'matka_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const readable = await page.evaluate(() => document.cookie + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(readable).not.toContain(session?.value);
    // What scripts may read says only that a session was opened (the app then asks the server who it is).
    expect(readable).toContain('matka_signed_in=1');
  });

  it('edits the profile name', async () => {
    await footer().getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    const name = page.getByLabel(/^Name/);
    await name.fill('Meera J Joshi');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast('Your Profile Successfully Updated.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Meera J Joshi');
    expect(await page.getByLabel('Wallet Amount').inputValue()).toBe('0');
    await screenshot(page, 'profile-edited');
    await noSeriousViolations();
  });

  it('saves bank details', async () => {
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Bank Details' }).click();
    await page.getByRole('heading', { name: 'Bank Details' }).waitFor();
    await page.getByLabel(/^A\/c Holder Name/).fill('Meera Joshi');
    await page.getByLabel(/^Bank Account Number/).fill('001234567890');
    await page.getByLabel(/^IFSC Code/).fill('SBIN0001234');
    await page.getByLabel(/^Bank Name/).fill('State Bank');
    await page.getByLabel(/^Branch Name/).fill('Andheri East');
    // By keyboard: the button stays focused through its busy state (busy, not disabled), so Tab goes on from it.
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.focus();
    await page.keyboard.press('Enter');
    await toast('Bank Details Update Successfully !!!').waitFor();
    expect(await submit.evaluate((button) => button === document.activeElement)).toBe(true);
    await screenshot(page, 'bank-details-saved');
    await noSeriousViolations();
  });

  it('sends a fund request with a receipt image; the answer shows for 3 seconds and the form clears', async () => {
    await footer().getByRole('link', { name: 'Funds' }).click();
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('link', { name: 'Add Fund' }).click();
    const qr = page.getByRole('img', { name: 'QR code to pay Demo Payments by UPI' });
    await qr.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector('img[alt^="QR code"]') as HTMLImageElement | null;
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    expect(await page.getByLabel('Payee UPI Id').inputValue()).toBe('demo.payments@upi');
    const receipt = join(scratch, 'receipt.png');
    await sharp({ create: { width: 360, height: 640, channels: 3, background: '#e8f5e9' } })
      .png()
      .toFile(receipt);
    await page.getByLabel(/^Amount/).fill('1000');
    await page.getByLabel(/^Description/).fill('Paid by UPI from my phone');
    await page.getByLabel(/^Transaction Id/).fill(transactionId);
    await page.getByLabel(/^Transaction Receipt/).setInputFiles(receipt);
    await screenshot(page, 'fund-request-filled');
    await noSeriousViolations();
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const success = page.getByTestId('fund-success');
    await success.waitFor();
    expect(await success.textContent()).toMatch(/received/i);
    await screenshot(page, 'fund-request-sent');
    expect(await page.getByLabel(/^Amount/).inputValue()).toBe('');
    expect(await page.getByLabel(/^Transaction Receipt/).inputValue()).toBe('');
    await success.waitFor({ state: 'detached', timeout: 5000 });
  });

  it('an operator approves the request through the operator API', async () => {
    const anonymous = createApiClient({ baseUrl: `${stack.base}/api` });
    const login = await anonymous.POST('/api-user-login', { body: { mobile: OPERATOR.mobile, password: OPERATOR.password } });
    expect(login.data).toMatchObject({ status: 1, role: 'operator' });
    const operator = createApiClient({ baseUrl: `${stack.base}/api`, token: login.data?.token });
    const pending = await operator.GET('/admin/fund-requests', { params: { query: { status: 'pending' } } });
    const request = pending.data?.items.find((item) => item.transaction_id === transactionId);
    expect(request).toMatchObject({ amount: 1000, status: 'pending', mobile: player.mobile });
    const approved = await operator.POST('/admin/fund-requests/{request_id}/approve', { params: { path: { request_id: request!.id } }, body: {} });
    expect(approved.data).toMatchObject({ status: true, request: { status: 'approved' } });
  });

  it('the player sees the new balance and the passbook entry', async () => {
    await footer().getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-testid="wallet-amount"]') as HTMLInputElement | null)?.value === '1,000');
    await screenshot(page, 'balance-after-approval');
    await footer().getByRole('link', { name: 'Passbook' }).click();
    const table = page.getByRole('table', { name: 'Transaction History, ALL' });
    await table.waitFor();
    expect(await table.textContent()).toContain('Deposit approved');
    expect(await page.getByTestId('passbook-balance').textContent()).toBe('1,000');
    await screenshot(page, 'passbook-deposit');
    await noSeriousViolations();
    await page.getByRole('navigation', { name: 'Passbook' }).getByRole('link', { name: 'IN' }).click();
    await page.getByRole('table', { name: 'Transaction History, IN' }).waitFor();
    await page.getByRole('navigation', { name: 'Passbook' }).getByRole('link', { name: 'OUT' }).click();
    await page.getByText('Not data here...').waitFor();
    await screenshot(page, 'passbook-out-empty');
  });

  it('requests a withdrawal inside the window', async () => {
    await page.goto('/withdraw');
    await page.getByText('Withdrawal time: 10:00 AM to 06:00 PM, closed on Sunday').waitFor();
    await page.getByLabel(/^Request Amount/).fill('500');
    await page.getByLabel(/^Payment Method/).selectOption('Bank transfer');
    // Submit fades in from its disabled look once both are filled: axe checks its contrast after the fade.
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect.poll(() => submit.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
    await noSeriousViolations();
    await submit.click();
    await toast('Successfully Withdraw the Amount').waitFor();
    expect(await page.getByLabel(/^Request Amount/).inputValue()).toBe('');
    await screenshot(page, 'withdrawal-requested');
    await page.goto('/withdraw_history');
    const table = page.getByRole('table', { name: 'Withdraw History' });
    await table.waitFor();
    expect(await table.textContent()).toMatch(/500.*WD-\d+.*Pending/);
    await screenshot(page, 'withdraw-history');
    await page.goto('/withdraw_password');
    await page.getByRole('table', { name: 'Transaction History, OUT' }).waitFor();
    expect(await page.getByTestId('passbook-balance').textContent()).toBe('500');
    await screenshot(page, 'passbook-out-withdrawal');
  });

  it('every other player screen passes axe without serious or critical violations', async () => {
    const routes = [
      '/change_password',
      '/enquiry',
      '/support',
      '/notifications',
      '/game_rates',
      '/download_app',
      '/add_upi_details',
      '/fund_history',
      '/transtion_history',
      '/deposit_passbook',
      '/my_bid',
      '/bidding_history',
      '/starline_bidding_history',
      '/top_winner_list',
      '/top_winner_list_starline',
      '/my_history',
    ];
    const found: Record<string, unknown> = {};
    for (const route of routes) {
      await page.goto(route);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(() => !document.querySelector('[role="status"] .chakra-spinner'));
      const violations = await seriousViolations(page);
      if (violations.length) found[route] = violations;
    }
    expect(found).toEqual({});
  });

  it('logs out after confirming, and player screens lead to /login again', async () => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Logout' });
    await confirm.waitFor();
    await screenshot(page, 'logout-confirm');
    await confirm.getByRole('button', { name: 'Yes, Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => document.cookie)).not.toContain('matka_signed_in');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await screenshot(page, 'logged-out');
    await page.goto('/my_profile');
    await page.waitForURL('**/login?redirect=*');
    await page.getByText('User not logged in.').waitFor();
  });

  it('a first visit to / downloads at most 250 KB of gzipped JavaScript, and the app is installable', async () => {
    const fresh = await stack.newContext();
    const visitor = await fresh.newPage();
    const scripts: Promise<number>[] = [];
    visitor.on('response', (response) => {
      if (response.url().endsWith('.js') && response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    await visitor.goto('/');
    await visitor.getByRole('dialog', { name: 'Download App' }).waitFor();
    await visitor.waitForLoadState('networkidle');
    const kb = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0) / 1024;
    console.log(`first visit to / downloaded ${scripts.length} scripts, ${kb.toFixed(1)} KB gzip`);
    expect(kb).toBeLessThan(250);

    const cdp = await fresh.newCDPSession(visitor);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    // Browser contexts of the test driver are incognito, where Chromium never offers installing; nothing else may be missing.
    expect(installability.installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    await fresh.close();
  });
});
