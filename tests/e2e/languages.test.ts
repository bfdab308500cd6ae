/**
 * Both languages in headless Chromium against the real server: axe finds no serious or critical violation on any
 * player screen in English or in Hindi (the page's lang follows), and a new player sets a daily loss limit, hits it on
 * a bid and excludes themself, once in each language, reading each step's text in that language.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../../sdk/index.ts';
import { seriousViolations } from './support/axe.ts';
import { chromiumAvailable, loggedInPage, OPERATOR, screenshot, type Stack, startStack, VIEWPORT, openMarket } from './support/stack.ts';

const noChromium = !chromiumAvailable() && !process.env.CI;
const DEMO = { mobile: '9000000001', password: 'demo1234' };

const PUBLIC = ['/', '/game_chart', '/starLine_chart_history', '/responsible_gaming', '/terms', '/download_app', '/no_such_screen'];
/** A logged-in player who opens these goes Home: they are checked in a visitor's page. */
const VISITOR_ONLY = ['/login', '/register'];
const PLAYER = [
  '/add_fund',
  '/add_upi_details',
  '/all_passbook',
  '/bidding_history',
  '/change_password',
  '/deposit_passbook',
  '/enquiry',
  '/fund_history',
  '/game_dashboard',
  '/game_rates',
  '/my_bid',
  '/my_history',
  '/my_limits',
  '/my_profile',
  '/notifications',
  '/single',
  '/jodi',
  '/single_patti',
  '/double_patti',
  '/triple_patti',
  '/half_sangam',
  '/full_sangam',
  '/starline_play',
  '/starLine_game_dashBoard',
  '/starLine_single_patti',
  '/starLine_double_patti',
  '/starLine_triple_patti',
  '/starline_bidding_history',
  '/support',
  '/top_winner_list',
  '/top_winner_list_starline',
  '/transtion_history',
  '/update_bank_details',
  '/withdraw',
  '/withdraw_history',
  '/withdraw_password',
];

type Language = 'en' | 'hi';

/** What the player reads at each step, per language. */
const TEXT = {
  en: {
    myLimits: 'My Limits',
    lossLimit: 'Daily loss limit',
    newLoss: 'New daily loss limit in points',
    set: 'Set',
    limitSet: 'Your daily loss limit is now 50 points.',
    lossRefusal: 'This bid would pass your daily loss limit of 50 points',
    ok: 'OK',
    menu: 'Open menu',
    period: 'Self-exclusion period',
    selfExclude: 'Self-exclude',
    confirmTitle: 'Exclude yourself for 1 year?',
    confirm: 'Yes, exclude me',
    excluded: /You are self-excluded until 23\/11\/2027/,
    betRefused: /You are self-excluded until .*Bets and deposits are closed/,
    gameType: 'Game Type',
    selectAmount: 'Select Amount',
    digits: 'Digits',
    submit: 'Submit',
  },
  hi: {
    myLimits: 'मेरी सीमाएं',
    lossLimit: 'रोज़ की हार सीमा',
    newLoss: 'नई रोज़ की हार सीमा (पॉइंट में)',
    set: 'सेट करें',
    limitSet: 'आपकी रोज़ की हार सीमा अब 50 पॉइंट है।',
    lossRefusal: 'यह बोली आपकी हार सीमा से ज़्यादा होगी।',
    ok: 'ठीक है',
    menu: 'मेनू खोलें',
    period: 'सेल्फ़-एक्सक्लूज़न की अवधि',
    selfExclude: 'खुद को रोकें',
    confirmTitle: 'खुद को 1 साल के लिए रोकें?',
    confirm: 'हां, मुझे रोकें',
    excluded: /आपने खुद को 23\/11\/2027, .* तक रोक रखा है।/,
    betRefused: /आपने खुद को रोक रखा है: बोली और जमा बंद हैं।/,
    gameType: 'गेम टाइप',
    selectAmount: 'राशि चुनें',
    digits: 'अंक',
    submit: 'सबमिट करें',
  },
} as const;

describe.skipIf(noChromium)('Hindi and English in Chromium (390x844)', () => {
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

  /** A logged-in page on a device whose saved language is `lang` (and, for the sweep, a chosen game and slot). */
  const playerPage = (lang: Language, credentials: { mobile: string; password: string }, storage: Record<string, string> = {}) =>
    loggedInPage(stack, VIEWPORT, credentials, { language: lang, ...storage });

  /** KALYAN (open at noon) and the first open Starline slot, chosen as Home does, so the bid screens show their grids. */
  async function chosenGames() {
    const api = createApiClient({ baseUrl: `${stack.base}/api` });
    const games = (await api.POST('/api-get-dashboard-data', { body: {} })).data?.result ?? [];
    const slots = (await api.POST('/api-starline-game', { body: {} })).data?.result ?? [];
    const game = games.find((candidate) => candidate.game_name === 'KALYAN')!;
    const slot = slots.find((candidate) => candidate.msg_status === 1) ?? slots[0]!;
    return {
      storage: { game_id: game.game_id, game_name: game.game_name, starline_game_id: slot.game_id, starline_game_name: slot.game_name },
      chart: `/game_chart?game_id=${game.game_id}`,
    };
  }

  async function newPlayer(tag: string) {
    const unique = String(Date.now()).slice(-6);
    const player = { mobile: `7${tag}${unique}00`.slice(0, 10), password: 'limit-pass-1' };
    const api = createApiClient({ baseUrl: `${stack.base}/api` });
    const registered = await api.POST('/api-user-registration', {
      body: {
        name: 'Ravi Kumar',
        email: `ravi_${tag}_${unique}`,
        mobile: player.mobile,
        password: player.password,
        confirm_password: player.password,
        date_of_birth: '1990-04-12',
      },
    });
    expect(registered.data?.status, JSON.stringify(registered.data ?? registered.error)).toBe(1);
    const login = await api.POST('/api-user-login', { body: player });
    const funded = await operator.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: login.data!.user_id! } },
      body: { amount: 1000, reason: 'Welcome points' },
    });
    expect(funded.response.status, JSON.stringify(funded.error)).toBe(200);
    return player;
  }

  async function alertText(page: Page): Promise<string> {
    const alert = page.getByRole('alertdialog');
    try {
      await alert.waitFor();
    } catch (error) {
      // Seen once under a full CI run (self-exclusion's outcome): keep what the page showed instead.
      await screenshot(page, 'languages-no-alert');
      const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 400);
      throw new Error(`no alert on ${page.url()}; the page read: ${body}`, { cause: error });
    }
    return (await alert.textContent()) ?? '';
  }

  async function bidOnKalyanSingle(page: Page, chip: string, digit: string, lang: Language) {
    const t = TEXT[lang];
    await page.goto('/');
    await openMarket(page, 'KALYAN');
    await page.goto('/single');
    await page.getByLabel(t.gameType).selectOption('Open');
    await page.getByRole('group', { name: t.selectAmount }).getByRole('button', { name: chip, exact: true }).click();
    await page.getByRole('group', { name: t.digits }).getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: t.submit, exact: true }).click();
  }

  for (const lang of ['en', 'hi'] as const) {
    it(`${lang}: every player screen passes axe, in a page whose lang is ${lang}`, async () => {
      const problems: Record<string, unknown> = {};
      /** Each screen loads until the network has been quiet for half a second; three tabs share the waiting. */
      const check = async (first: Page, paths: string[]) => {
        const tabs = [first, ...(await Promise.all([1, 2].slice(0, paths.length - 1).map(() => first.context().newPage())))];
        const queue = [...paths];
        await Promise.all(
          tabs.map(async (page) => {
            for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
              await page.goto(path);
              await page.waitForLoadState('networkidle');
              await page.getByRole('main').waitFor();
              expect(new URL(page.url()).pathname, path).toBe(path.split('?')[0]);
              expect(await page.evaluate(() => document.documentElement.lang), path).toBe(lang);
              const violations = await seriousViolations(page);
              if (violations.length) problems[path] = violations;
            }
          }),
        );
        for (const tab of tabs.slice(1)) await tab.close();
      };
      const visitor = await stack.browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, baseURL: stack.base });
      await visitor.addInitScript((code) => {
        window.localStorage.setItem('popupShown', '1');
        window.localStorage.setItem('language', code);
      }, lang);
      await check(await visitor.newPage(), VISITOR_ONLY);
      await visitor.close();
      const chosen = await chosenGames();
      const page = await playerPage(lang, DEMO, chosen.storage);
      await check(page, [...PUBLIC, chosen.chart, ...PLAYER]);
      await screenshot(page, `languages-${lang}-last-screen`);
      expect(problems).toEqual({});
      await page.context().close();
    }, 600_000);

    it(`${lang}: a player sets a daily loss limit, hits it on a bid, then excludes themself`, async () => {
      const t = TEXT[lang];
      const page = await playerPage(lang, await newPlayer(lang === 'en' ? '1' : '2'));
      await page.goto('/my_limits');
      await page.getByRole('heading', { name: t.myLimits }).waitFor();
      const limit = page.getByRole('listitem', { name: t.lossLimit });
      await limit.getByRole('textbox', { name: t.newLoss }).fill('50');
      await limit.getByRole('button', { name: t.set, exact: true }).click();
      await page.getByText(t.limitSet).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `languages-${lang}-limit-set`);

      await bidOnKalyanSingle(page, '100', '5', lang);
      expect(await alertText(page)).toContain(t.lossRefusal);
      await screenshot(page, `languages-${lang}-limit-hit`);
      await page.getByRole('alertdialog').getByRole('button', { name: t.ok }).click();

      await page.goto('/my_limits');
      await page.getByRole('combobox', { name: t.period }).selectOption('1y');
      await page.getByRole('button', { name: t.selfExclude, exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: t.confirmTitle });
      await confirm.getByRole('button', { name: t.confirm }).click();
      await confirm.waitFor({ state: 'hidden' });
      // The player is told the outcome, and once they close the notice the page is theirs again.
      expect(await alertText(page)).toMatch(t.excluded);
      await page.getByText(t.excluded).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `languages-${lang}-self-excluded`);
      await page.getByRole('alertdialog').getByRole('button', { name: t.ok }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
      const leftovers = await page.evaluate(() =>
        [document.body, ...document.body.children]
          .filter(
            (el) =>
              el.hasAttribute('inert') ||
              el.getAttribute('aria-hidden') === 'true' ||
              (el.id !== 'toast-group:top' && getComputedStyle(el).pointerEvents === 'none'),
          )
          .map((el) => `${el.tagName.toLowerCase()}#${el.id}`),
      );
      expect(leftovers).toEqual([]);
      await page.getByRole('button', { name: t.menu }).click({ timeout: 5_000 });
      await page.getByRole('dialog').locator('a[href="/"]').first().click({ timeout: 5_000 });
      await page.waitForURL((url) => url.pathname === '/');

      await bidOnKalyanSingle(page, '10', '3', lang);
      expect(await alertText(page)).toMatch(t.betRefused);
      await page.context().close();
    }, 300_000);
  }
});
