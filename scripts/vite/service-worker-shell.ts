/**
 * Vite plugin: writes the built file list into the service worker (`sw.js`, copied from web/public), so it precaches
 * the app shell, and names its cache after that list: a new build is a new service worker and a fresh cache.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { listFiles } from './precompress.ts';

const MARKER = /const SHELL = \[\];.*\nconst VERSION = 'dev';.*\n/;
/** Files the service worker does not keep: itself and compressed twins. */
const SKIP = /^sw\.js$|\.(br|gz)$/;

export function serviceWorkerShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'matka:service-worker-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    // Runs before the precompress plugin's closeBundle (it is listed first), so sw.js is compressed as written here.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const urls = listFiles(outDir)
          .filter((name) => !SKIP.test(name))
          .map((name) => (name === 'index.html' ? '/' : `/${name}`))
          .sort();
        const hash = createHash('sha256');
        for (const url of urls) hash.update(url).update(readFileSync(join(outDir, url === '/' ? 'index.html' : url)));
        const path = join(outDir, 'sw.js');
        const source = readFileSync(path, 'utf8');
        if (!MARKER.test(source)) this.error('sw.js lacks the "const SHELL = [];" and "const VERSION = \'dev\';" lines');
        const lines = `const SHELL = ${JSON.stringify(urls)};\nconst VERSION = '${hash.digest('hex').slice(0, 16)}';\n`;
        writeFileSync(path, source.replace(MARKER, lines));
      },
    },
  };
}
