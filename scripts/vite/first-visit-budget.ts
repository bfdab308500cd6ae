/**
 * Vite plugin: prints (and limits) the JavaScript a first visit to `/` loads before the page is interactive: the entry,
 * its static imports, what it imports on the page's first frame (the app) and the home route's chunks, as the server sends them (brotli; gzip shown too).
 * BUNDLE_DETAIL=1 lists each file.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { brotli } from './precompress.ts';

/**
 * Budget for the JavaScript a first visit to `/` downloads (brotli, as served): 107.6 KB in five files (the entry, the
 * helpers it shares with the app, the bundler's runtime, React, the app with Home; Chakra UI loads only with the first
 * screen or overlay that uses it, see web/src/theme/chakra.tsx), so it cannot grow.
 */
export const FIRST_VISIT_BUDGET_KB = 110;

/** The home route's own chunks (the router splits each route's component into `?tsr-split` modules). */
export const HOME_ROUTE = /[\\/]web[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split/;

const PAGE_ENTRY = /[\\/]web[\\/](index\.html|src[\\/]main\.tsx)$/;

export function firstVisitBudget(): Plugin {
  // An unminified build (`--minify false`, for reading profiles) is measured but not held to the budget.
  let minified = true;
  return {
    name: 'matka:first-visit-budget',
    apply: 'build',
    configResolved(config) {
      minified = config.build.minify !== false;
    },
    // After Vite's own generateBundle work (the dynamic imports' preload lists are written into the code then), so the
    // size is that of the files as written and served.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
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
        for (const chunk of chunks) if (chunk.isEntry || chunk.moduleIds.some((id) => HOME_ROUTE.test(id))) visit(chunk.fileName);
        // The page's entry starts the app with dynamic imports on its first frame (web/src/main.tsx); the page preloads them.
        for (const chunk of chunks) if (chunk.isEntry && PAGE_ENTRY.test(chunk.facadeModuleId ?? '')) chunk.dynamicImports.forEach(visit);
        let br = 0;
        let gz = 0;
        for (const fileName of loaded) {
          const code = byName.get(fileName)?.code ?? '';
          const size = brotli(code).length;
          if (process.env.BUNDLE_DETAIL) console.log(`  ${fileName} ${(size / 1024).toFixed(1)} KB`);
          br += size;
          gz += gzipSync(code, { level: 9 }).length;
        }
        const kb = br / 1024;
        const line =
          `first visit to / loads ${loaded.size} JS files, ${kb.toFixed(1)} KB brotli (${(gz / 1024).toFixed(1)} KB gzip), ` +
          `budget ${FIRST_VISIT_BUDGET_KB} KB`;
        if (kb > FIRST_VISIT_BUDGET_KB && minified) this.error(line);
        console.log(`\n${line}\n`);
      },
    },
  };
}
