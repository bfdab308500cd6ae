/**
 * The service worker precaches the shell: after a first visit, a second one renders Home (and other screens) with no
 * network at all (the API is never cached, so its sections show their error state), and the first visit already loads its
 * JavaScript compressed. A device that goes offline before the shell is cached sees a screen's error with Try again
 * (never a blank page), and Try again brings the screen once it is back online.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, type Stack, startStack } from './support/stack.ts';

const noChromium = !chromiumAvailable() && !process.env.CI;

describe.skipIf(noChromium)('second visit with no network', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('renders Home from the service worker cache when offline', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    const encodings: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/') && response.url().endsWith('.js')) encodings.push(response.headers()['content-encoding'] ?? '');
    });
    // (The first visit's Download popup hides the page from the accessibility tree, so these look for the text.)
    const markets = page.locator('h2', { hasText: 'Markets' });
    const menu = page.locator('button[aria-label="Open menu"]');
    await page.goto('/');
    await expect.poll(() => markets.isVisible(), { timeout: 60_000 }).toBe(true);
    // The worker has installed (every shell file cached) and controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
    expect(encodings.length).toBeGreaterThan(0);
    expect(new Set(encodings)).toEqual(new Set(['br']));

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => markets.isVisible(), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => menu.isVisible()).toBe(true);
    // Another app route is the same shell.
    await page.goto('/download_app');
    await expect.poll(() => menu.isVisible(), { timeout: 60_000 }).toBe(true);
    // A screen drawn without Chakra UI has a page of its own (screens/login.html), cached too.
    await page.goto('/login');
    await expect.poll(() => page.locator('input[type="password"]').isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await page.locator('link[rel="modulepreload"][href*="/assets/login-"]').count()).toBe(1);
    expect(await page.locator('link[rel="modulepreload"][href*="/assets/chakra"]').count()).toBe(0);
    await context.close();
  });

  it('offline before Chakra UI was ever loaded on this page: an error with Try again, then the screen once online', async () => {
    // A browser that never loaded the app's Chakra UI files (a new context, no service worker), with the player's
    // session (logged in elsewhere): Home, drawn without Chakra UI, is its first screen.
    const login = await fetch(`${stack.base}/api/api-user-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9000000001', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const context = await stack.browser.newContext({ baseURL: stack.base, viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    const host = new URL(stack.base).hostname;
    await context.addCookies([
      { name: 'matka_session', value: token, domain: host, path: '/', httpOnly: true },
      { name: 'matka_signed_in', value: '1', domain: host, path: '/' },
    ]);
    await context.addInitScript(() => window.localStorage.setItem('popupShown', '1'));
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.locator('h2', { hasText: 'Markets' }).isVisible(), { timeout: 60_000 }).toBe(true);
    await context.setOffline(true);
    await page.getByRole('link', { name: 'My Bids' }).click();
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect.poll(() => tryAgain.isVisible(), { timeout: 30_000 }).toBe(true);
    // Still there a while later: the page did not go blank.
    await page.waitForTimeout(3000);
    expect(await tryAgain.isVisible()).toBe(true);
    await context.setOffline(false);
    await tryAgain.click();
    await expect.poll(() => page.getByRole('heading', { name: 'My Bid' }).isVisible(), { timeout: 30_000 }).toBe(true);
    await context.close();
  });

  it("offline on the login screen before the alert dialog's files were loaded: the alert still shows, drawn plainly", async () => {
    const context = await stack.browser.newContext({ baseURL: stack.base, viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    await context.addInitScript(() => window.localStorage.setItem('popupShown', '1'));
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel(/^Mobile Number/).fill('9000000001');
    await page.getByLabel(/^Password/).fill('demo1234');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.isVisible(), { timeout: 30_000 }).toBe(true);
    expect((await alert.innerText()).trim().length).toBeGreaterThan(2);
    // Drawn plainly: the dialog's own files could not be fetched.
    expect(await alert.getAttribute('class')).toContain('f-plain-dialog');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    // The page is not blank: the screen's error offers Try again, which brings the form back once online.
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    expect(await tryAgain.isVisible()).toBe(true);
    await context.setOffline(false);
    await tryAgain.click();
    await expect.poll(() => page.locator('input[type="password"]').isVisible(), { timeout: 30_000 }).toBe(true);
    await context.close();
  });
});
