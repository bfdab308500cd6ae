/**
 * The grid bid screens on phones and a desktop, in headless Chromium against the real server: Jodi's 100 cells and
 * the panna grids fit the screen's width (no sideways scrolling) in a short page, every number and points box is a
 * target of at least 24 x 24 px (WCAG 2.2), axe finds no serious violation, and quick entry adds numbers to the slip.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { chromiumAvailable, loggedInPage, screenshot, type Stack, startStack, openMarket } from './support/stack.ts';

const noChromium = !chromiumAvailable() && !process.env.CI;
const DEMO = { mobile: '9000000001', password: 'demo1234' };
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** The tallest each grid may be: Jodi was 25 rows of about 90 px (2,250 px) on a phone before. */
const GRID_HEIGHT = { '/jodi': 1300, '/single_patti': 1800, '/double_patti': 1800, '/triple_patti': 250 } as const;

describe.skipIf(noChromium)('grid bid screens at 360x740, 390x844 and 1280x800', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function kalyan(page: Page) {
    await openMarket(page, 'KALYAN');
  }

  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;
    it(`${size}: the grids fit the width in a short page, every cell is a 24 px target, axe is clean`, async () => {
      const page = await loggedInPage(stack, viewport, DEMO);
      await kalyan(page);
      for (const [path, limit] of Object.entries(GRID_HEIGHT)) {
        await page.goto(path);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        const grid = page.getByRole('main').locator('section').last();
        const height = (await grid.boundingBox())!.height;
        expect(height, `${path} grid height`).toBeLessThanOrEqual(limit);
        const sizes = await grid.evaluate((section) =>
          [...section.querySelectorAll('button, input')].map((element) => {
            const box = element.getBoundingClientRect();
            return { name: element.getAttribute('aria-label') ?? element.textContent, width: box.width, height: box.height };
          }),
        );
        expect(sizes.length, path).toBeGreaterThanOrEqual(20);
        expect(sizes.filter((box) => box.width < 24 || box.height < 24)).toEqual([]);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await page.goto('/jodi');
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, `bid-grid-jodi-${size}`);
      await page.context().close();
    }, 240_000);
  }

  it('390x844: quick entry adds several numbers to the Jodi slip without scrolling to them', async () => {
    const page = await loggedInPage(stack, VIEWPORTS[1]!, DEMO);
    await kalyan(page);
    await page.goto('/jodi');
    const quick = page.getByRole('region', { name: 'Quick Entry' });
    await quick.getByRole('textbox', { name: 'Number' }).fill('86');
    await quick.getByRole('textbox', { name: 'Points' }).fill('20');
    await quick.getByRole('button', { name: 'Add' }).click();
    await quick.getByRole('textbox', { name: 'Number' }).fill('93');
    await quick.getByRole('textbox', { name: 'Number' }).press('Enter');
    await quick.getByRole('textbox', { name: 'Number' }).fill('x7');
    expect(await quick.getByRole('textbox', { name: 'Number' }).inputValue()).toBe('7');
    await quick.getByRole('button', { name: 'Add' }).click();
    await quick.getByText('7 is not one of the numbers on this screen').waitFor();
    expect(await page.getByTestId('total-points').textContent()).toBe('40');
    expect(await page.getByRole('textbox', { name: 'Points for 86' }).inputValue()).toBe('20');
    expect(await page.getByRole('textbox', { name: 'Points for 93' }).inputValue()).toBe('20');
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(400);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'bid-grid-quick-entry');
    await page.context().close();
  });
});
