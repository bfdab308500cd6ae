/**
 * The built web app at `/`: its files as built (brotli or gzip twins made at build time, chosen by the request's
 * Accept-Encoding), hashed assets cached for good, the entry pages and service worker revalidated, and every app route
 * answered with an entry page: `/` with index.html (its static shell shows Home's banner), every other route with
 * shell.html (the same page without it; see scripts/vite/entry-shell.ts), or index.html for a build without one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && request.headers.accept?.includes('text/html')) return reply.sendFile(routePage);
    return apiNotFound(request, reply);
  });
}
