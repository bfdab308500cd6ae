/**
 * The player web app (web/): built into web/dist, which the server serves at `/`.
 * `npm run dev` serves it on :5173 and forwards /api to the server (PORT, default 3000) or, with API_PROXY=mock,
 * to the Prism mock (MOCK_PORT, default 4010). The Host header is passed through unchanged (no changeOrigin), so the
 * server's cross-site check sees the browser's own origin.
 */
import { gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

/** Budget for the JavaScript a first visit to `/` downloads (gzip). */
export const FIRST_VISIT_BUDGET_KB = 250;

function apiProxy(): Record<string, ProxyOptions> {
  if (process.env.API_PROXY === 'mock') {
    const mockPort = process.env.MOCK_PORT ?? '4010';
    // Prism serves the contract's paths without the /api prefix.
    return { '/api': { target: `http://127.0.0.1:${mockPort}`, rewrite: (path) => path.replace(/^\/api/, '') } };
  }
  return { '/api': { target: process.env.API_PROXY || `http://127.0.0.1:${process.env.PORT ?? '3000'}` } };
}

/** Prints (and limits) the gzip size of the JS a first visit to `/` loads: the entry, its imports and the home route's chunks. */
function firstVisitSize(): Plugin {
  return {
    name: 'matka:first-visit-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loaded = new Set<string>();
      const visit = (fileName: string) => {
        if (loaded.has(fileName)) return;
        const chunk = byName.get(fileName);
        if (!chunk) return;
        loaded.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks) {
        const homeRoute = chunk.moduleIds.some((id) => /[\\/]web[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split/.test(id));
        if (chunk.isEntry || homeRoute) visit(chunk.fileName);
      }
      let gzip = 0;
      for (const fileName of loaded) {
        const size = gzipSync(byName.get(fileName)?.code ?? '').length;
        if (process.env.BUNDLE_DETAIL) console.log(`  ${fileName} ${(size / 1024).toFixed(1)} KB`);
        gzip += size;
      }
      const kb = gzip / 1024;
      const line = `first visit to / loads ${loaded.size} JS files, ${kb.toFixed(1)} KB gzip (budget ${FIRST_VISIT_BUDGET_KB} KB)`;
      if (kb > FIRST_VISIT_BUDGET_KB) this.error(line);
      console.log(`\n${line}\n`);
    },
  };
}

export default defineConfig({
  root: 'web',
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), firstVisitSize()],
  // The first-visit budget above is the size check that matters; the per-chunk warning is noise next to it.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1000 },
  server: { port: 5173, strictPort: true, proxy: apiProxy() },
  preview: { port: 4173, proxy: apiProxy() },
});
