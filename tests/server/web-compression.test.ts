/**
 * The built web app goes out compressed: brotli to browsers that accept it, gzip otherwise, as written at build time;
 * the JavaScript a first visit to `/` loads before it is interactive stays within the budget; the service worker
 * precaches the shell (the entry page and every built file).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { FIRST_VISIT_BUDGET_KB, HOME_ROUTE } from '../../scripts/vite/first-visit-budget.ts';

const dist = join(new URL('../..', import.meta.url).pathname, 'web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The entries (the page's and the app it starts), the home route's chunks and their static imports, from the build manifest. */
function firstVisitScripts(): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry || HOME_ROUTE.test(`/${key}`)) visit(key);
  return [...files].filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
}

// Runs after the web build (scripts/test-all.sh builds it before the suites).
describe.runIf(existsSync(join(dist, '.vite/manifest.json')))('built web app, compressed', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openDatabase({ sqliteFile: ':memory:' });
    app = await buildApp({ config: loadConfig({ WEB_DIST: dist, DATA_DIR: '/nonexistent' }), database, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers a hashed asset with brotli, gzip when brotli is not accepted, and plain when neither is', async () => {
    const [script] = firstVisitScripts();
    const original = readFileSync(join(dist, script!));
    const br = await app.inject({ url: script!, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(original.length / 2);

    const gz = await app.inject({ url: script!, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await app.inject({ url: script!, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('sends the entry page (every app route) and the service worker compressed, revalidated', async () => {
    for (const [url, file] of [
      ['/', 'index.html'],
      ['/my_profile', 'shell.html'],
    ]) {
      const page = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(readFileSync(join(dist, file!), 'utf8'));
    }
    const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip' } });
    expect(sw.headers['content-encoding']).toBe('gzip');
    expect(sw.headers['cache-control']).toBe('no-cache');
    // The build manifest is for the tests and tools, not for browsers.
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it(`keeps the JavaScript of a first visit to / within ${FIRST_VISIT_BUDGET_KB} KB as sent (brotli)`, async () => {
    const scripts = firstVisitScripts();
    const page = readFileSync(join(dist, 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(page)?.[1];
    expect(scripts).toContain(entry);
    // Everything the page preloads is counted (the app the entry starts on its first frame).
    const preloaded = [...page.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloaded.length).toBeGreaterThan(0);
    for (const file of preloaded) expect(scripts).toContain(file);
    let sent = 0;
    for (const url of scripts) {
      const reply = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe('br');
      sent += reply.rawPayload.length;
    }
    expect(sent / 1024).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_KB);
  });

  it("sends the one style sheet the page preloads (Chakra UI's globals and tokens, the frame's classes), and no Chakra UI with a first visit", async () => {
    const page = readFileSync(join(dist, 'index.html'), 'utf8');
    const sheets = [...page.matchAll(/<link rel="preload" as="style" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^\/assets\/styles-[\w-]+\.css$/);
    const reply = await app.inject({ url: sheets[0]!, headers: { 'accept-encoding': 'br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/text\/css/);
    const css = brotliDecompressSync(reply.rawPayload).toString('utf8');
    // Chakra's global sheet (its layers and a token) and the frame's classes, in that order.
    expect(css.indexOf('@layer reset')).toBeGreaterThanOrEqual(0);
    expect(css).toContain('--chakra-colors-');
    expect(css.indexOf('.f-focus')).toBeGreaterThan(css.indexOf('@layer reset'));
    // Chakra UI's files (its shared parts, and the theme's provider) load with the first screen or overlay using them.
    expect(firstVisitScripts().filter((file) => /\/assets\/chakra/.test(file))).toEqual([]);
    const chakraFiles = readdirSync(join(dist, 'assets')).filter((name) => /^chakra(-scope)?-[\w-]+\.js$/.test(name));
    expect(chakraFiles.length).toBe(2);
  });

  it('lists the entry page and every built file in the service worker, which precaches them at install', async () => {
    const sw = (await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'identity' } })).body;
    const listed = JSON.parse(/const SHELL = (\[.*\]);/.exec(sw)?.[1] ?? '[]') as string[];
    const assets = readdirSync(join(dist, 'assets')).filter((name) => !/\.(br|gz)$/.test(name));
    expect(listed).toContain('/');
    expect(listed).toContain('/shell.html');
    expect(listed).toContain('/manifest.webmanifest');
    for (const name of assets) expect(listed).toContain(`/assets/${name}`);
    expect(listed).not.toContain('/sw.js');
    expect(sw).toMatch(/cache\.addAll\(SHELL\)/);
    expect(/const VERSION = '([0-9a-f]{16})'/.exec(sw)).toBeTruthy();
    for (const url of listed) {
      const reply = await app.inject({ url, headers: { accept: url === '/' ? 'text/html' : '*/*' } });
      expect(reply.statusCode, url).toBe(200);
    }
  });
});
