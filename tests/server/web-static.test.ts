/** The server serves the built web app: routes fall back to an entry page, hashed assets are cached for good. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';

const dist = join(new URL('../..', import.meta.url).pathname, 'web/dist');

// Runs after the web build (scripts/test-all.sh builds it before the suites).
describe.runIf(existsSync(join(dist, 'index.html')))('built web app', () => {
  it('answers Home with the entry page and every other app route with the shell page, revalidated, and its assets as immutable', async () => {
    const database = await openDatabase({ sqliteFile: ':memory:' });
    const app = await buildApp({ config: loadConfig({ WEB_DIST: dist, DATA_DIR: '/nonexistent' }), database, logger: false });
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
    } finally {
      await app.close();
      await database.close();
    }
  });
});
