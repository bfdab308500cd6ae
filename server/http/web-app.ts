/**
 * The built web app at `/`: its files as built (brotli or gzip twins made at build time, chosen by the request's
 * Accept-Encoding), hashed assets cached for good, the entry pages and service worker revalidated, and every app route
 * answered with an entry page: `/` with index.html (its static shell shows Home's banner), every other route with
 * shell.html (the same page without it; see scripts/vite/entry-shell.ts), or index.html for a build without one.
 * An app route's page comes with `Link: rel=modulepreload` for the JavaScript of its screen (the build's
 * .vite/route-preloads.json; /login's for a guarded route asked without a session cookie), so the browser fetches it
 * while it runs the entry instead of after the router has matched the route.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { RoutePreload } from '../../scripts/vite/route-preloads.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';
import { apiNotFound } from './errors.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves `webDist` when it holds a build; otherwise everything outside the API is a 404 in the one error shape. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) {
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
  const preloads = readRoutePreloads(webDist);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('content-type')?.toString().startsWith('text/html')) {
      const link = preloadLink(preloads, new URL(request.url, 'http://app').pathname, Boolean(request.cookies[SESSION_COOKIE]));
      if (link) reply.header('Link', link);
    }
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && request.headers.accept?.includes('text/html')) return reply.sendFile(routePage);
    return apiNotFound(request, reply);
  });
}

function readRoutePreloads(webDist: string): Record<string, RoutePreload> {
  const file = join(webDist, '.vite', 'route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, RoutePreload>) : {};
}

/** The Link header for an app route's page: its screen's files, or /login's for a guarded route without a session. */
export function preloadLink(preloads: Record<string, RoutePreload>, pathname: string, hasSession: boolean): string | null {
  const route = preloads[pathname.replace(/(.)\/$/, '$1')];
  if (!route) return null;
  const files = route.auth && !hasSession ? (preloads['/login']?.files ?? []) : route.files;
  return files.length ? files.map((file) => `<${file}>; rel=modulepreload`).join(', ') : null;
}
