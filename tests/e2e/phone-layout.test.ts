/**
 * Histories on phones and desktops, in headless Chromium against the real server: at 360x740 and 390x844 every
 * history shows its rows as cards with every field inside the screen (no sideways scrolling); at 1280x800 they are
 * tables. The passbook says what an entry was for, beside its reference. axe finds no serious violation. Keyboard
 * focus on a bid grid stays clear of the sticky header, the Total/Submit bar and the footer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { chromiumAvailable, screenshot, loggedInPage, type Stack, startStack, openMarket } from './support/stack.ts';

const noChromium = !chromiumAvailable() && !process.env.CI;
const DEMO = { mobile: '9000000001', password: 'demo1234' };
const HISTORIES = ['/bidding_history', '/all_passbook', '/top_winner_list', '/starline_bidding_history', '/fund_history', '/withdraw_history'];
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

describe.skipIf(noChromium)('histories on phones and desktops', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const loggedIn = (viewport: { width: number; height: number }) => loggedInPage(stack, viewport, DEMO);

  it('the demo player places a Single Digit bid on KALYAN (Open)', async () => {
    const page = await loggedIn(VIEWPORTS[1]!);
    await openMarket(page, 'KALYAN');
    await page.goto('/single');
    await page.getByLabel('Game Type').selectOption('Open');
    await page.getByRole('group', { name: 'Select Amount' }).getByRole('button', { name: '10', exact: true }).click();
    await page.getByRole('group', { name: 'Digits' }).getByRole('button', { name: '3', exact: true }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Bid Successfully Submitted').first().waitFor();
    await page.context().close();
  });

  it('keyboard focus on a bid grid is never hidden under the header, the Total/Submit bar or the footer', async () => {
    for (const viewport of [VIEWPORTS[0]!, VIEWPORTS[2]!]) {
      const page = await loggedIn(viewport);
      await openMarket(page, 'KALYAN');
      await page.goto('/jodi');
      await page.getByRole('group', { name: 'Select Amount' }).getByRole('button', { name: '10', exact: true }).click();
      const hidden: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const focused = document.activeElement!.getBoundingClientRect();
          const header = document.querySelector('.f-header')!.getBoundingClientRect();
          const bar = document.querySelector('.f-bid-bar')!.getBoundingClientRect();
          const footer = document.querySelector('.f-footer')!.getBoundingClientRect();
          const covered = focused.top < header.bottom || focused.bottom > Math.min(bar.top, footer.top);
          const inBars = document.activeElement!.closest('.f-header, .f-bid-bar, .f-footer') !== null;
          return covered && !inBars ? (document.activeElement!.getAttribute('aria-label') ?? document.activeElement!.tagName) : '';
        });
        if (where) hidden.push(where);
      }
      expect(hidden, `${viewport.width}px: focused but covered`).toEqual([]);
      await page.context().close();
    }
  });

  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;
    it(`${size}: every history fits the screen; rows are ${viewport.width < 768 ? 'cards' : 'a table'}`, async () => {
      const page = await loggedIn(viewport);
      for (const path of HISTORIES) {
        await page.goto(path);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        const table = page.getByRole('table').first();
        if ((await table.count()) === 0) continue;
        const display = await table
          .getByRole('row')
          .nth(1)
          .evaluate((row) => getComputedStyle(row).display);
        expect(display, `${path} row layout`).toBe(viewport.width < 768 ? 'block' : 'table-row');
        // Nor does the table scroll sideways inside its own area: every column is in view.
        const hidden = await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth);
        expect(hidden, `${path} table scrolls sideways`).toBeLessThanOrEqual(0);
        const cells = table.getByRole('row').nth(1).getByRole('cell');
        for (const box of await Promise.all((await cells.all()).map((cell) => cell.boundingBox()))) {
          expect(box, `${path} cell shown`).not.toBeNull();
          expect(box!.x + box!.width, `${path} cell inside the screen`).toBeLessThanOrEqual(viewport.width);
        }
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await page.goto('/all_passbook');
      await page.getByText('Bid: KALYAN Single Digit 3 (Open)').first().waitFor();
      await page
        .getByText(/^SLIP-\d+$/)
        .first()
        .waitFor();
      await screenshot(page, `histories-passbook-${size}`);
      await page.context().close();
    }, 400_000);
  }
});
