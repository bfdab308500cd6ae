/**
 * The built web app at `/`: its files as built (brotli or gzip twins made at build time, chosen by the request's
 * Accept-Encoding), hashed assets cached for good, the entry pages and service worker revalidated, and every app route
 * answered with an entry page: `/` with index.html (its static shell shows Home's banner), a screen drawn without
 * Chakra UI with its own page (screens/<name>.html, preloading that screen's files), every other route with shell.html
 * (the same page without the banner, preloading Chakra UI; see scripts/vite/entry-shell.ts), or index.html for a
 * build without them.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '../modules/auth/sessions.ts';
import { apiNotFound } from './errors.ts';

/** The folder of the plain screens' pages (scripts/vite/entry-shell.ts writes them). */
const SCREEN_PAGES = 'screens';

/** The plain screens' pages under `dir`, by their paths below it ('login.html', 'player/all_passbook.html'). */
function listPages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves `webDist` when it holds a build; otherwise everything outside the API is a 404 in the one error shape. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'no web app build in WEB_DIST (run `npm run build`): only the API is served');
    app.setNotFoundHandler(apiNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    // Built assets carry a content hash in their names and never change; the entry page and service worker must.
    setHeaders: (reply, path) => reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : 'no-cache'),
  });
  const routePage = existsSync(join(webDist, 'shell.html')) ? 'shell.html' : 'index.html';
  const pages = new Set(listPages(join(webDist, SCREEN_PAGES)));
  const page = (name: string) => (pages.has(name) ? `${SCREEN_PAGES}/${name}` : null);
  /** The entry page for a route: its plain screen's (a visitor's browser, with no session hint, gets the login screen's
   * for a players-only screen: the app sends it there), or the shell. */
  const pageFor = (request: FastifyRequest): string => {
    const name = /^\/(\w+)\/?(?:\?|$)/.exec(request.url)?.[1];
    if (!name) return routePage;
    const forPlayer = page(`player/${name}.html`);
    const visitor = !request.cookies?.[SESSION_HINT_COOKIE];
    return page(`${name}.html`) ?? (forPlayer && visitor ? (page('login.html') ?? forPlayer) : forPlayer) ?? routePage;
  };
  app.setNotFoundHandler((request, reply) => {
    // A built file that is not there (an old build's asset) is a 404, also when a browser asks for it as a page.
    if (request.method === 'GET' && request.headers.accept?.includes('text/html') && !/^\/(assets|icons)\//.test(request.url)) {
      // The page sent depends on the session hint: a shared cache must keep them apart.
      return reply.header('Vary', 'Cookie').sendFile(pageFor(request));
    }
    return apiNotFound(request, reply);
  });
}
