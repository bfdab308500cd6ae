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

/** Modules the entry and the app share: in a small file of their own (the entry must not import the app's file). */
export const ENTRY_SHARED = /vite[\\/]preload-helper|[\\/]web[\\/]src[\\/](app[\\/]early-calls|features[\\/]auth[\\/]session-hint|lib[\\/]device-storage)\.ts$/;
const ENTRY_ONLY = /vite[\\/]modulepreload-polyfill|[\\/]web[\\/]index\.html$/;

/** The chunking rule (rolldown's `codeSplitting.groups[].test`, with the `$initial` tag): all but the small entry. */
export const inAppChunk = (id: string): boolean => !ENTRY.test(id) && !ENTRY_ONLY.test(id) && !ENTRY_SHARED.test(id);

/**
 * The files of the app, in the order main.tsx evaluates them, each in a task of its own: React, and the app (router,
 * screens, Home). Chakra UI (with emotion, zag and ark) and the theme are no part of them: they load with the first
 * screen or overlay that uses them (web/src/theme/chakra.tsx), as one file of their own.
 */
const LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
export const APP_CHUNKS = [
  { name: 'react', test: LIBRARIES },
  { name: APP_CHUNK, test: /./ },
];

/**
 * Chakra UI, loaded later (not `$initial`): the parts that three or more screens or overlays share in one file rather
 * than in many small ones (a screen fetched some 30 files without it); what fewer use stays with them.
 */
export const CHAKRA_CHUNK = {
  name: 'chakra',
  minShareCount: 3,
  // Before the screens' shared files (SCREENS_CHUNKS), which would take Chakra's most used parts otherwise.
  priority: 1,
  test: /[\\/]node_modules[\\/](@chakra-ui|@emotion|@zag-js|@ark-ui|@pandacss|@floating-ui|@internationalized|stylis|hoist-non-react-statics|react-is|proxy-compare)[\\/]|[\\/]web[\\/]src[\\/]theme[\\/](chakra-scope\.tsx|system\.ts)$/,
};

/** The app's static style sheet (web/src/theme/styles.css: chakra.gen.css and frame.css in one file, linked by web/src/app/router.tsx). */
const STYLE_SHEETS = /^assets\/styles-[\w-]+\.css$/;

/** What each module imports statically (recorded as the build parses them), to tell the modules that reach Chakra UI. */
const imports = new Map<string, readonly string[]>();
const reachesChakra = new Map<string, boolean>();

/** Whether `id` imports Chakra UI, itself or through its static imports (cycles count as not, until shown). */
function usesChakra(id: string): boolean {
  const known = reachesChakra.get(id);
  if (known !== undefined) return known;
  reachesChakra.set(id, false);
  const result = CHAKRA_CHUNK.test.test(id) || (imports.get(id) ?? []).some(usesChakra);
  reachesChakra.set(id, result);
  return result;
}

/** The header's extras (live events, the wallet chip, the bell), which it imports as it renders on every screen. */
export const HEADER_EXTRAS = /[\\/]web[\\/]src[\\/]features[\\/]wallet[\\/]wallet-balance\.tsx$/;
const CONSOLE = /[\\/]web[\\/]src[\\/](features|routes)[\\/]admin[\\/]/;

let headerModules: Set<string> | undefined;

/** Whether the header's extras import `id` (themselves or through their static imports). */
function headerNeeds(id: string): boolean {
  if (!headerModules) {
    headerModules = new Set();
    const visit = (module: string) => {
      if (headerModules!.has(module)) return;
      headerModules!.add(module);
      (imports.get(module) ?? []).forEach(visit);
    };
    [...imports.keys()].filter((module) => HEADER_EXTRAS.test(module)).forEach(visit);
  }
  return headerModules.has(id);
}

/**
 * The small modules that other screens share (the query and mutation hooks, the plain form controls, the bid screens'
 * frame...): one file for them rather than a dozen of a few hundred bytes each, loaded with the first screen that
 * needs them, or rather two: those that need Chakra UI and those that do not, so a screen drawn without it
 * (web/src/app/plain-screens.ts) downloads none of it. On a slow link every request beyond the browser's six
 * connections waits a round trip: the plain ones' file takes what two screens or more share (measured with
 * bench:web: a plain screen's page preloads 7 script files instead of 11 to 13, its LCP some 0.1 to 0.2 s earlier;
 * from two rather than three, Add Fund's and the login screen's notice is no file of its own),
 * but not what the header's extras import (Home loads those after its first render, and then not this file) nor the
 * console's modules; Chakra's what twenty or more share, so no screen downloads much it does not run.
 */
export const SCREENS_CHUNKS = [
  // Before `screens` takes them: what the header's extras import, in their own file.
  { name: 'header', test: (id: string) => headerNeeds(id) && !usesChakra(id), priority: 1 },
  { name: 'screens', test: (id: string) => !usesChakra(id) && !CONSOLE.test(id) && !headerNeeds(id), minShareCount: 2, priority: 0 },
  { name: 'screens-chakra', test: usesChakra, minShareCount: 20, priority: 0 },
];

export function appChunk(): Plugin {
  return {
    name: 'matka:app-chunk',
    apply: 'build',
    buildStart() {
      imports.clear();
      reachesChakra.clear();
      headerModules = undefined;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
    // Every file the entry imports on the page's first frame (main.tsx), and what those import: preloaded by the page,
    // at low priority: nothing of the first paint waits for them (the shell paints from the page itself).
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        context.chunk?.dynamicImports.forEach(visit);
        const scripts = [...files]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
        // The static style sheet the app links when it renders (Chakra UI's globals and tokens, the frame's classes):
        // it downloads with the app's files, and the first render does not wait for it.
        const sheets = Object.values(bundle)
          .filter((item) => item.type === 'asset' && STYLE_SHEETS.test(item.fileName))
          .map((item) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${item.fileName}` }, injectTo: 'head' as const }));
        return [...sheets, ...scripts];
      },
    },
  };
}
