/**
 * The player web app (web/): built into web/dist, which the server serves at `/`.
 * `npm run dev` serves it on :5173 and forwards /api to the server (PORT, default 3000) or, with API_PROXY=mock,
 * to the Prism mock (MOCK_PORT, default 4010). The Host header is passed through unchanged (no changeOrigin), so the
 * server's cross-site check sees the browser's own origin.
 * The build checks the first-visit JavaScript budget, writes the shell's file list into the service worker and
 * precompresses every text file (brotli and gzip) for the server to send as it is.
 */
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { APP_CHUNK, APP_CHUNKS, APP_START, appChunk, CHAKRA_CHUNK, ENTRY_SHARED, inAppChunk, SCREENS_CHUNKS } from './scripts/vite/app-chunk.ts';
import { entryShell } from './scripts/vite/entry-shell.ts';
import { firstVisitBudget } from './scripts/vite/first-visit-budget.ts';
import { withMockSession } from './scripts/vite/mock-session.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { serviceWorkerShell } from './scripts/vite/service-worker-shell.ts';

/** A path of the repository (where this file is) as an absolute one. */
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

function apiProxy(): Record<string, ProxyOptions> {
  if (process.env.API_PROXY === 'mock') {
    const mockPort = process.env.MOCK_PORT ?? '4010';
    // Prism serves the contract's paths without the /api prefix; the proxy sets the session cookies it does not.
    return {
      '/api': {
        target: `http://127.0.0.1:${mockPort}`,
        rewrite: (path) => path.replace(/^\/api/, ''),
        configure: (proxy) => proxy.on('proxyRes', (proxyRes, req) => withMockSession(proxyRes, req.url ?? '')),
      },
    };
  }
  return { '/api': { target: process.env.API_PROXY || `http://127.0.0.1:${process.env.PORT ?? '3000'}` } };
}

export default defineConfig({
  root: 'web',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split out too (they import their screen's feature modules, which must not land in the entry), in the
      // same file as their screen: one round trip, not two.
      // Home is the first screen of most visits: it stays in the entry, so it renders without a second round of requests.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent', 'notFoundComponent', 'pendingComponent'],
        ],
        splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
      },
    }),
    react(),
    appChunk(),
    entryShell(),
    firstVisitBudget(),
    // Order matters: the service worker gets its file list before every text file is compressed.
    serviceWorkerShell(),
    precompress(),
  ],
  // The first-visit budget is the size check that matters; the per-chunk warning is noise next to it.
  // The manifest (dist/.vite, never served) lets the tests find the entry and the home route's chunks.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1000,
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds its full preset (every recipe) with defineConfig, an identity function: marked
      // pure, the unused preset is dropped and only the recipes web/src/theme/system.ts lists are kept.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      // The app (app/start.tsx and its static imports) is one file: on a slow link each extra file costs a round trip
      // and its headers (see scripts/vite/app-chunk.ts).
      // Absolute, so the dev server's dependency scan (which reads them from `root`, web/) finds them too.
      input: { index: fromHere('web/index.html'), [APP_CHUNK]: fromHere(APP_START) },
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            // What the entry and the app both use (Vite's lazy-import helper, the early session check): its own small file,
            // so the entry does not import the app (which would then run before the shell paints).
            { name: 'index', test: ENTRY_SHARED, priority: 10 },
            ...APP_CHUNKS.map(({ name, test }, index) => ({
              name,
              tags: ['$initial' as const],
              test: (id: string) => inAppChunk(id) && test.test(id),
              // Above the screens' and the header's groups (scripts/vite/app-chunk.ts): the app's modules stay in its files.
              priority: APP_CHUNKS.length - index + 1,
            })),
            CHAKRA_CHUNK,
            ...SCREENS_CHUNKS,
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy() },
  preview: { port: 4173, proxy: apiProxy() },
});
