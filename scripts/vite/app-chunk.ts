/**
 * Vite plugin and chunk rule: the app (web/src/app/start.tsx and everything it imports statically, Home included) is
 * one file, apart from the small entry (web/src/main.tsx) that starts it once the static shell has painted. The page
 * preloads that file (`<link rel="modulepreload">`), so it downloads with the entry, as one request (before, a first
 * visit fetched 46 small files, whose headers alone added some 60 KB on a slow link). start.tsx is built as a second
 * entry so that rolldown's `$initial` tag (modules an entry imports statically, after tree shaking) finds its modules.
 */
import type { Plugin } from 'vite';

export const APP_CHUNK = 'app';
export const APP_START = 'web/src/app/start.tsx';
const ENTRY = /[\\/]web[\\/]src[\\/]main\.tsx$/;

const ENTRY_ONLY = /vite[\\/](preload-helper|modulepreload-polyfill)|[\\/]web[\\/]index\.html$/;

/** The chunking rule (rolldown's `codeSplitting.groups[].test`, with the `$initial` tag): all but the small entry. */
export const inAppChunk = (id: string): boolean => !ENTRY.test(id) && !ENTRY_ONLY.test(id);

export function appChunk(): Plugin {
  return {
    name: 'matka:app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((item) => item.type === 'chunk' && item.name === APP_CHUNK);
        if (!chunk) return [];
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
