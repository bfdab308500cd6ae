/**
 * The service worker precaches the shell: after a first visit, a second one renders Home (and other screens) with no
 * network at all (the API is never cached, so its sections show their error state), and the first visit already loads its
 * JavaScript compressed.
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
});
