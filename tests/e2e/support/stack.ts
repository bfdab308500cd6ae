/**
 * The product as a player meets it: the web app built by Vite, served by the real server (temporary data directory,
 * demo data, an operator account, the clock at a Monday noon IST), driven by Debian's Chromium through playwright-core.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { freePort, type Proc, ROOT, start, waitFor } from '../../helpers/processes.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const OPERATOR = { mobile: '9000000099', password: 'operator-pass-1' };
/** Monday 23 November 2026, 12:00 IST: inside the withdraw window (10:00-18:00 IST, closed Sundays). */
export const MONDAY_NOON_IST = '2026-11-23T06:30:00.000Z';
export const VIEWPORT = { width: 390, height: 844 };
export const SHOTS = join(ROOT, 'test-results', 'e2e');

/** Stack-notes pitfall 7: headless, no sandbox, and no host outside this machine. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export interface Stack {
  base: string;
  server: Proc;
  browser: Browser;
  newContext(): Promise<BrowserContext>;
  /** Stops the server and starts it again on the same port and data with the clock at `clockStart` (time moves on). */
  restartAt(clockStart: string): Promise<void>;
  stop(): Promise<void>;
}

/** Builds the web app (or uses E2E_WEB_DIST when the caller built it already) into a directory of its own. */
function webDist(scratch: string): string {
  if (process.env.E2E_WEB_DIST) return process.env.E2E_WEB_DIST;
  const outDir = join(scratch, 'web-dist');
  // NODE_ENV is 'test' inside Vitest; the app under test is the production build.
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  return outDir;
}

export async function startStack({ clockStart = MONDAY_NOON_IST }: { clockStart?: string } = {}): Promise<Stack> {
  const scratch = mkdtempSync(join(tmpdir(), 'matka-e2e-'));
  const dist = webDist(scratch);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const launch = async (clock: string) => {
    const proc = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(scratch, 'data'),
      WEB_DIST: dist,
      DEMO_DATA: '1',
      // Results come from the operator in these runs, at the times the tests choose.
      DEMO_RESULTS: '0',
      ADMIN_MOBILE: OPERATOR.mobile,
      ADMIN_PASSWORD: OPERATOR.password,
      CLOCK_START: clock,
      LOG_LEVEL: 'warn',
    });
    await waitFor(`${base}/api/health`, proc, 60_000);
    return proc;
  };
  const server = await launch(clockStart);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  mkdirSync(SHOTS, { recursive: true });
  const stack: Stack = {
    base,
    server,
    browser,
    newContext: () => browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, baseURL: base }),
    async restartAt(clock) {
      await stack.server.stop();
      stack.server = await launch(clock);
    },
    async stop() {
      await browser.close().catch(() => undefined);
      await stack.server.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
  return stack;
}

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}

let shot = 0;

/** Saves a numbered screenshot of the step under test-results/e2e/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  shot += 1;
  await page.screenshot({ path: join(SHOTS, `${String(shot).padStart(2, '0')}-${name}.png`), fullPage: true });
}

/** Taps a market's row on Home, as a player does, and waits for its dashboard. */
export async function openMarket(page: Page, name: string): Promise<void> {
  await page
    .getByTestId('game-row')
    .filter({ has: page.getByText(name, { exact: true }) })
    .click();
  await page.waitForURL('**/game_dashboard');
}

/** The login form's words in each language (the device's saved `language` picks them). */
const LOGIN_WORDS = {
  en: { mobile: /^Mobile Number/, password: /^Password/, login: 'Login' },
  hi: { mobile: /^मोबाइल नंबर/, password: /^पासवर्ड/, login: 'लॉगिन' },
};

/**
 * A page logged in through the login form, on a phone-like context below 768 px; `storage` is set before any script
 * (`language: 'hi'` gives a device that reads Hindi, and the form is filled in Hindi).
 */
export async function loggedInPage(
  stack: Stack,
  viewport: { width: number; height: number },
  credentials: { mobile: string; password: string },
  storage: Record<string, string> = {},
): Promise<Page> {
  const phone = viewport.width < 768;
  const context = await stack.browser.newContext({ viewport, isMobile: phone, hasTouch: phone, baseURL: stack.base });
  await context.addInitScript(
    (items) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    },
    { popupShown: '1', ...storage },
  );
  const page = await context.newPage();
  await page.goto('/login');
  const words = LOGIN_WORDS[storage.language === 'hi' ? 'hi' : 'en'];
  await page.getByLabel(words.mobile).fill(credentials.mobile);
  await page.getByLabel(words.password).fill(credentials.password);
  await page.getByRole('button', { name: words.login, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}
