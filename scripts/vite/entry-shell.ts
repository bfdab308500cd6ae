/**
 * Vite plugin: the entry page carries a static shell (web/index.html, inside #root) that paints before any script has
 * run: the header, the footer bar and, on Home, the banner, at the places and sizes the app gives them (the theme's
 * tokens written out in a small inline style sheet; the CSP allows inline styles, not inline scripts). On a slow phone
 * the first paint then comes with the page instead of after the JavaScript; the app replaces the shell when it renders.
 *
 * Home's own part sits between `<!--home-->` and `<!--/home-->`. The build writes two pages: `index.html` (Home, with
 * that part) and `shell.html` (without it, and preloading Chakra UI's files, which every other screen uses), which the
 * server sends for every other app route, so no screen shows Home's banner while it loads. The markers are removed
 * from both.
 */
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

export const SHELL_PAGE = 'shell.html';
const HOME_PART = /[ \t]*<!--home-->[\s\S]*?<!--\/home-->\n?/;
const MARKERS = /[ \t]*<!--\/?home-->\n?/g;

const CHAKRA_SCOPE = /[\\/]web[\\/]src[\\/]theme[\\/]chakra-scope\.tsx$/;

/**
 * Every screen but Home uses Chakra UI (web/src/theme/chakra.tsx): the page for those screens preloads its files at low
 * priority beside the app's, so they are in when the screen renders instead of being asked for only by the app.
 */
function chakraPreloads(bundle: OutputBundle, html: string): string {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const item of Object.values(bundle)) if (item.type === 'chunk' && CHAKRA_SCOPE.test(item.facadeModuleId ?? '')) visit(item.fileName);
  return [...files]
    .filter((fileName) => !html.includes(`/${fileName}"`))
    .map((fileName) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${fileName}">`)
    .join('');
}

export function entryShell(): Plugin {
  return {
    name: 'matka:entry-shell',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') return this.error('index.html is not in the bundle');
        const html = String(page.source);
        if (!HOME_PART.test(html)) return this.error('index.html lacks the <!--home--> ... <!--/home--> part');
        page.source = html.replace(MARKERS, '');
        const shell = html.replace(HOME_PART, '').replace('</head>', `${chakraPreloads(bundle, html)}</head>`);
        this.emitFile({ type: 'asset', fileName: SHELL_PAGE, source: shell });
      },
    },
  };
}
