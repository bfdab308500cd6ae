/**
 * Vite plugin: after the build, writes a brotli (`.br`) and a gzip (`.gz`) twin of every text file in the output, so
 * the server sends them as they are (no compression work per request) to browsers that accept them.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;

/** Every file under `dir`, as paths relative to it (dot folders such as `.vite` left out). */
export function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

export function brotli(data: Buffer | string): Buffer {
  return brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'matka:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const outDir = resolve(config.root, config.build.outDir);
        for (const file of listFiles(outDir).filter((name) => TEXT.test(name))) {
          const data = readFileSync(join(outDir, file));
          writeFileSync(join(outDir, `${file}.br`), brotli(data));
          writeFileSync(join(outDir, `${file}.gz`), gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}
