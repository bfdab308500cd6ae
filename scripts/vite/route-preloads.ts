/**
 * Vite plugin: writes `.vite/route-preloads.json` (beside Vite's manifest, never served), which lists for each app
 * route the JavaScript its screen needs beyond the entry: the route's split chunks (component, loader) and what they
 * import. The server sends them as `Link: rel=modulepreload` with the page (server/http/web-app.ts), so the browser
 * fetches them while it still runs the entry, instead of after the router has matched the route (one round trip or
 * more on a slow link). Routes under a pathless layout whose name starts with `_auth` need a session; a visitor there
 * is sent to /login, so the server hints /login's files to a browser without a session cookie.
 */
import type { Plugin } from 'vite';

export const ROUTE_PRELOADS = '.vite/route-preloads.json';

export interface RoutePreload {
  /** Files under the web root, e.g. `/assets/single-abc.js`. */
  files: string[];
  /** Needs a session (a visitor is sent to /login). */
  auth: boolean;
}

const ROUTE_MODULE = /[\\/]web[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split/;

/** `_auth/single` -> `/single`, `index` -> `/`, `admin/index` -> `/admin`; null for routes with parameters. */
export function routePath(file: string): string | null {
  const segments = file.split('/').filter((segment) => !segment.startsWith('_') && segment !== 'index');
  if (segments.some((segment) => segment.includes('$') || segment.includes('.'))) return null;
  return `/${segments.join('/')}`;
}

export function routePreloads(): Plugin {
  return {
    name: 'matka:route-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const routes: Record<string, RoutePreload> = {};
        for (const chunk of chunks) {
          if (chunk.isEntry) continue;
          const file = chunk.moduleIds.map((id) => ROUTE_MODULE.exec(id)?.[1]).find(Boolean);
          const path = file && routePath(file);
          if (!file || !path) continue;
          const route = (routes[path] ??= { files: [], auth: file.startsWith('_auth/') });
          const visit = (fileName: string) => {
            const found = byName.get(fileName);
            if (!found || found.isEntry || route.files.includes(`/${fileName}`)) return;
            route.files.push(`/${fileName}`);
            found.imports.forEach(visit);
          };
          visit(chunk.fileName);
        }
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS, source: JSON.stringify(routes) });
      },
    },
  };
}
