/**
 * bench:web - the player web app on a cheap phone over mobile data: builds the app, serves it with the real server
 * (demo data, clock at a Monday noon IST), and runs Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) in
 * Debian's Chromium on Home, a bid screen (Single Digit), Passbook and Add Fund, as a visitor and as the logged-in demo
 * player (logged in through the API; the session cookie and its hint are set in the browser). Every run is a first
 * visit: the browser's cache, service worker and storage are cleared before it (device storage then holds only the
 * chosen game).
 * Prints scores and metrics per run, and Home as a visitor for a baseline build (BENCH_BASELINE, a git ref, default
 * main; `none` skips it) served alongside by the same server code and measured in the same rounds.
 * Options: BENCH_ROUNDS (default 1: each run that many times, the baseline too, in turn; the table shows medians),
 * BENCH_SCREENS (comma-separated paths), BENCH_SKIP_BUILD=1 (use web/dist as built), BENCH_SAVE (a folder for
 * the Lighthouse reports, the last round's), BENCH_CPU_MULTIPLIER (default 4, the preset's). Lighthouse's "CPU index" column is this
 * machine's speed during the run: the preset's 4x assumes a fast desktop (index 1,500 or more); on a slower or busy
 * machine the preset emulates a much slower phone than intended (see the README).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { freePort, ROOT, start, waitFor } from '../../tests/helpers/processes.ts';

const SCREENS = (process.env.BENCH_SCREENS ?? '/,/single,/all_passbook,/add_fund').split(',');
const BASELINE = process.env.BENCH_BASELINE ?? 'main';
const CPU_MULTIPLIER = Number(process.env.BENCH_CPU_MULTIPLIER ?? 4);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const CLOCK_START = '2026-11-23T06:30:00.000Z';
const DEMO = { mobile: '9000000001', password: 'demo1234' };
/** Stack-notes pitfall 7, plus headless. */
const CHROMIUM_FLAGS = [
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

interface Row {
  label: string;
  perf: number;
  a11y: number;
  bp: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster; busy machines score low). */
  cpu: number;
  jsKb: number;
  totalKb: number;
}

function viteBuild(cwd: string, outDir: string): string {
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`vite build failed in ${cwd}:\n${build.stdout}\n${build.stderr}`);
  return /first visit[^\n]*/.exec(build.stdout)?.[0] ?? '';
}

/** The web app as it was at `ref`, built with this checkout's dependencies. */
function buildBaseline(ref: string, scratch: string): { dist: string; commit: string } | null {
  const commit = spawnSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  if (!commit) return null;
  const src = join(scratch, 'baseline');
  spawnSync('mkdir', ['-p', src]);
  const archive = spawnSync('sh', ['-c', `git archive ${commit} web sdk scripts vite.config.ts tsconfig.json package.json | tar -x -C ${src}`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`);
  symlinkSync(join(ROOT, 'node_modules'), join(src, 'node_modules'));
  const dist = join(scratch, 'baseline-dist');
  viteBuild(src, dist);
  return { dist, commit };
}

async function serve(dist: string, dataDir: string) {
  const port = await freePort();
  const server = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: dist,
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    CLOCK_START,
  });
  const base = `http://127.0.0.1:${port}`;
  // A busy machine can take a while to start it.
  await waitFor(`${base}/api/health`, server, 180_000);
  return { base, server };
}

async function post(base: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function logIn(base: string): Promise<string> {
  const reply = await post(base, '/api-user-login', DEMO);
  // The session and the hint beside it that tells the app a session exists (both, as a browser keeps them).
  const cookies = reply.headers.getSetCookie().map((line) => line.split(';')[0]!);
  if (!reply.ok || !cookies.some((pair) => pair.startsWith('matka_session='))) throw new Error(`demo login failed: ${reply.status} ${await reply.text()}`);
  return cookies.join('; ');
}

async function firstGame(base: string, cookie: string): Promise<{ id: string; name: string }> {
  const reply = (await (await post(base, '/api-get-dashboard-data', {}, cookie)).json()) as { result?: unknown; games?: unknown };
  const games = (reply.result ?? reply.games) as Array<{ game_id: string; game_name: string }> | undefined;
  const game = games?.[0];
  if (!game) throw new Error(`no game in the demo dashboard: ${JSON.stringify(reply).slice(0, 200)}`);
  return { id: game.game_id, name: game.game_name };
}

/** A first visit: no cache, no service worker, no storage but the chosen game (set on a page that runs no app code). */
async function resetBrowser(browser: Browser, base: string, game: { id: string; name: string }, cookies?: string) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((chosen) => {
    localStorage.setItem('game_id', chosen.id);
    localStorage.setItem('game_name', chosen.name);
  }, game);
  await cdp.send('Network.clearBrowserCache');
  // A logged-in player's browser holds the session and its hint as cookies (the app reads the hint).
  for (const pair of cookies?.split('; ') ?? []) {
    const [name = '', value = ''] = pair.split('=');
    await page.setCookie({ name, value, url: base });
  }
  await page.close();
}

async function audit(port: number, url: string, label: string): Promise<Row> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    // The reset above keeps the chosen game; Lighthouse's own reset would drop it.
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // A busy machine paints late: wait longer than Lighthouse's default before giving up (the metrics are simulated).
    maxWaitForFcp: 120_000,
    maxWaitForLoad: 180_000,
    // Lighthouse's mobile preset (simulated slow 4G); only the CPU multiplier may be changed (merged into the preset).
    throttling: { cpuSlowdownMultiplier: CPU_MULTIPLIER },
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (process.env.BENCH_SAVE) mkdirSync(process.env.BENCH_SAVE, { recursive: true });
  if (process.env.BENCH_SAVE) writeFileSync(join(process.env.BENCH_SAVE, `${label.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })?.items ?? [];
  const sum = (items: typeof requests) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1024;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    label,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    cpu: lhr.environment.benchmarkIndex,
    jsKb: sum(requests.filter((item) => item.resourceType === 'Script')),
    totalKb: sum(requests),
  };
}

function print(rows: Row[]) {
  const head = ['run', 'perf', 'a11y', 'bp', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'CPU index', 'JS KB', 'total KB'];
  const cells = rows.map((r) => [
    r.label,
    String(r.perf),
    String(r.a11y),
    String(r.bp),
    r.fcp.toFixed(0),
    r.lcp.toFixed(0),
    r.tbt.toFixed(0),
    r.cls.toFixed(3),
    r.si.toFixed(0),
    r.cpu.toFixed(0),
    r.jsKb.toFixed(1),
    r.totalKb.toFixed(1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  for (const c of cells) console.log(line(c));
}

const scratch = mkdtempSync(join(tmpdir(), 'bench-web-'));
const dist = join(ROOT, 'web/dist');
if (!process.env.BENCH_SKIP_BUILD || !existsSync(join(dist, 'index.html'))) console.log(viteBuild(ROOT, dist));
const baseline = BASELINE === 'none' ? null : buildBaseline(BASELINE, scratch);

const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
/** Every measurement of each run (one per round), in the order first measured. */
const measured = new Map<string, Row[]>();
let failed = false;

async function measure(base: string, url: string, label: string, game: { id: string; name: string }, cookie?: string) {
  await resetBrowser(browser, base, game, cookie);
  try {
    const row = await audit(chrome.port, url, label);
    measured.set(label, [...(measured.get(label) ?? []), row]);
    console.log(`  measured ${label}`);
  } catch (error) {
    failed = true;
    console.error(`  ${label} not measured: ${(error as Error).message}`);
  }
}

const servers: Array<Awaited<ReturnType<typeof serve>>> = [];
try {
  const current = await serve(dist, join(scratch, 'data'));
  servers.push(current);
  const cookie = await logIn(current.base);
  const game = await firstGame(current.base, cookie);
  // The baseline is served alongside and measured in every round, so both see the machine as it was then.
  const old = baseline ? await serve(baseline.dist, join(scratch, 'baseline-data')) : null;
  if (old) servers.push(old);
  const oldGame = old ? await firstGame(old.base, await logIn(old.base)) : null;
  for (let round = 1; round <= ROUNDS; round++) {
    if (ROUNDS > 1) console.log(`round ${round} of ${ROUNDS}`);
    for (const [role, roleCookie] of [
      ['visitor', undefined],
      ['player', cookie],
    ] as const) {
      for (const screen of SCREENS) await measure(current.base, `${current.base}${screen}`, `${role} ${screen}`, game, roleCookie);
    }
    if (old && oldGame && baseline) await measure(old.base, `${old.base}/`, `baseline ${baseline.commit} visitor /`, oldGame);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const server of servers) await server.server.stop('SIGTERM');
  await browser.disconnect();
  chrome.kill();
  rmSync(scratch, { recursive: true, force: true });
}

/** Per run, the median of each figure over the rounds (a busy machine moves single runs a lot). */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const rows: Row[] = [...measured].map(([label, runs]) => ({
  label,
  perf: median(runs.map((r) => r.perf)),
  a11y: median(runs.map((r) => r.a11y)),
  bp: median(runs.map((r) => r.bp)),
  fcp: median(runs.map((r) => r.fcp)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
  si: median(runs.map((r) => r.si)),
  cpu: median(runs.map((r) => r.cpu)),
  jsKb: median(runs.map((r) => r.jsKb)),
  totalKb: median(runs.map((r) => r.totalKb)),
}));

console.log(
  `\nbench:web  Lighthouse mobile preset (simulated slow 4G, ${CPU_MULTIPLIER}x CPU slowdown), first visits, Chromium headless` +
    (ROUNDS > 1 ? `, median of ${ROUNDS} rounds` : ''),
);
print(rows);
const home = rows.find((r) => r.label === 'visitor /');
const old = rows.find((r) => r.label.startsWith('baseline'));
if (home && old) {
  console.log(
    `\nHome (visitor) against the baseline: performance ${old.perf} -> ${home.perf}, LCP ${old.lcp.toFixed(0)} -> ${home.lcp.toFixed(0)} ms, CLS ${old.cls.toFixed(3)} -> ${home.cls.toFixed(3)}, ` +
      `TBT ${old.tbt.toFixed(0)} -> ${home.tbt.toFixed(0)} ms, JS ${old.jsKb.toFixed(1)} -> ${home.jsKb.toFixed(1)} KB (${(home.jsKb / old.jsKb).toFixed(2)}x)`,
  );
}
const goals = rows.filter((r) => !r.label.startsWith('baseline'));
const missed = goals.filter((r) => r.perf < 95 || r.a11y < 100 || r.bp < 95 || r.lcp > 2000 || r.tbt > 150 || r.cls > 0.02);
console.log(
  `goals (perf >= 95, a11y 100, best practices >= 95, LCP <= 2000 ms, TBT <= 150 ms, CLS <= 0.02): ` +
    (goals.length === 0 ? 'nothing measured' : missed.length === 0 ? 'all met' : `missed on ${missed.map((r) => r.label).join(', ')}`),
);
process.exit(failed ? 1 : 0);
