/**
 * A CPU profile of one first visit in Chromium at Lighthouse's 4x CPU slowdown (no network throttling), for finding
 * what the main thread does before a screen is up: serves web/dist with the real server and demo data, opens PATH
 * (as the demo player with PLAYER=1), and writes the profile to OUT (default /tmp/web.cpuprofile); summarise it with
 * scripts/bench/profile-top.ts. Build with `npx vite build --minify false` to see function names.
 * Usage: node --import tsx scripts/bench/profile-web.ts [path]
 */
import { writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { freePort, ROOT, start, waitFor } from '../../tests/helpers/processes.ts';

const path = process.argv[2] ?? '/';
const out = process.env.OUT ?? '/tmp/web.cpuprofile';
const port = await freePort();
const server = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'profile-web-')),
  WEB_DIST: process.env.WEB_DIST ?? join(ROOT, 'web/dist'),
  DEMO_DATA: '1',
  LOG_LEVEL: 'warn',
  CLOCK_START: '2026-11-23T06:30:00.000Z',
});
const base = `http://127.0.0.1:${port}`;
await waitFor(`${base}/api/health`, server, 180_000);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  logLevel: 'error',
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
  if (process.env.PLAYER) {
    const reply = await fetch(`${base}/api/api-user-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9000000001', password: 'demo1234' }),
    });
    for (const line of reply.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      await page.setCookie({ name: name!, value: value!, url: base });
    }
  }
  // Long tasks are only reported to an observer registered before they run.
  await page.evaluateOnNewDocument(() => {
    const tasks: string[] = [];
    (window as unknown as { longTasks: string[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) tasks.push(`${Math.round(task.startTime)}+${Math.round(task.duration)}`);
    }).observe({ type: 'longtask' });
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await new Promise((done) => setTimeout(done, 3000));
  const { profile } = await cdp.send('Profiler.stop');
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: string[] }).longTasks);
  const cls = await page.evaluate(
    () =>
      new Promise<string>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(total.toFixed(3)), 100);
      }),
  );
  writeFileSync(out, JSON.stringify(profile));
  console.log(`profile of ${path} written to ${out}; long tasks (start+ms): ${tasks.join(' ')}; CLS ${cls}`);
} finally {
  await browser.disconnect();
  chrome.kill();
  await server.stop('SIGTERM');
}
