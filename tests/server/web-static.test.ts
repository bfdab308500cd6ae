/** The server serves the built web app: routes fall back to an entry page, hashed assets are cached for good. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { SESSION_HINT_COOKIE } from '../../server/modules/auth/sessions.ts';
import { PLAIN_SCREENS } from '../../web/src/app/plain-screens.ts';

async function serve(webDist: string) {
  const database = await openDatabase({ sqliteFile: ':memory:' });
  const app = await buildApp({ config: loadConfig({ WEB_DIST: webDist, DATA_DIR: '/nonexistent' }), database, logger: false });
  return { app, close: async () => (await app.close(), await database.close()) };
}

const page = async (app: Awaited<ReturnType<typeof serve>>['app'], url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ url, headers: { accept: 'text/html', ...headers } })).body;

describe('entry pages', () => {
  it('answers a plain screen with its own page and every other route with the shell', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'screens'));
    writeFileSync(join(dist, 'index.html'), 'home page');
    writeFileSync(join(dist, 'shell.html'), 'shell page');
    mkdirSync(join(dist, 'screens', 'player'));
    writeFileSync(join(dist, 'screens', 'login.html'), 'login page');
    writeFileSync(join(dist, 'screens', 'player', 'all_passbook.html'), 'passbook page');
    const { app, close } = await serve(dist);
    const player = { cookie: `${SESSION_HINT_COOKIE}=1` };
    try {
      expect(await page(app, '/')).toBe('home page');
      expect(await page(app, '/login')).toBe('login page');
      for (const url of ['/all_passbook', '/all_passbook/', '/all_passbook?tab=1']) {
        expect(await page(app, url, player)).toBe('passbook page');
        // A visitor's browser is sent to the login screen by the app: it gets that screen's page.
        expect(await page(app, url)).toBe('login page');
      }
      for (const url of ['/my_profile', '/all_passbook/more', '/screens', '/all_passbook.html', '/player']) {
        expect(await page(app, url, player)).toBe('shell page');
      }
      const reply = await app.inject({ url: '/all_passbook', headers: { accept: 'text/html' } });
      expect(reply.headers.vary).toMatch(/cookie/i);
    } finally {
      await close();
    }
  });
});

const dist = join(new URL('../..', import.meta.url).pathname, 'web/dist');

// Runs after the web build (scripts/test-all.sh builds it before the suites).
describe.runIf(existsSync(join(dist, 'index.html')))('built web app', () => {
  it('answers Home with the entry page and every other app route with the shell page, revalidated, and its assets as immutable', async () => {
    const { app, close } = await serve(dist);
    try {
      // Home is index.html (its static shell shows the banner); every other route the same page without it.
      const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(home.statusCode).toBe(200);
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.body).toBe(readFileSync(join(dist, 'index.html'), 'utf8'));
      expect(home.body).toMatch(/<img\s+class="boot-banner"/);
      const page = await app.inject({ url: '/my_profile', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toBe(readFileSync(join(dist, 'shell.html'), 'utf8'));
      expect(page.body).not.toMatch(/<img\s+class="boot-banner"/);
      expect(page.body).toContain('class="boot-header"');
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
      expect(asset).toBeTruthy();
      const js = await app.inject({ url: asset! });
      expect(js.statusCode).toBe(200);
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ url: '/api/nope' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/missing.js' })).json()).toMatchObject({ code: 'NOT_FOUND' });
      // A built file that is not there is a 404 also when a browser asks for it as a page (typed, bookmarked).
      for (const url of ['/assets/gone-1a2b3c.js', '/icons/gone.png']) {
        const missing = await app.inject({ url, headers: { accept: 'text/html' } });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json(), url).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await close();
    }
  });

  it('gives every plain screen a page that preloads its own files and none of Chakra UI, which the shell preloads', async () => {
    const shell = readFileSync(join(dist, 'shell.html'), 'utf8');
    const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]!);
    expect(preloaded(shell).some((file) => /\/chakra-/.test(file))).toBe(true);
    const { app, close } = await serve(dist);
    try {
      for (const path of PLAIN_SCREENS.filter((screen) => screen !== '/')) {
        const html = await page(app, path, { cookie: `${SESSION_HINT_COOKIE}=1` });
        const file = [`${path.slice(1)}.html`, `player/${path.slice(1)}.html`].find((name) => existsSync(join(dist, 'screens', name)));
        expect(html).toBe(readFileSync(join(dist, 'screens', file!), 'utf8'));
        const files = preloaded(html);
        expect(files.filter((file) => /\/chakra/.test(file))).toEqual([]);
        // Its route's own file, which neither Home's page nor the shell names.
        expect(files.some((file) => !shell.includes(file))).toBe(true);
        expect(html).not.toMatch(/<img\s+class="boot-banner"/);
      }
    } finally {
      await close();
    }
  });
});
