/**
 * Vite plugin: the entry page carries a static shell (web/index.html, inside #root) that paints before any script has
 * run: the header, the footer bar and, on Home, the banner, at the places and sizes the app gives them (the theme's
 * tokens written out in a small inline style sheet; the CSP allows inline styles, not inline scripts). On a slow phone
 * the first paint then comes with the page instead of after the JavaScript; the app replaces the shell when it renders.
 *
 * Home's own part sits between `<!--home-->` and `<!--/home-->`. The build writes the pages the server sends
 * (server/http/web-app.ts), the markers removed from each:
 * - `index.html`: Home, with that part;
 * - `screens/<name>.html` for every other screen drawn without Chakra UI (web/src/app/plain-screens.ts): the page
 *   without Home's part, preloading the screen's own files (its route's file and what that imports, and the
 *   header's extras), so they download with the app's instead of once the app has run; `screens/player/<name>.html`
 *   for those only a logged-in player sees (a visitor's browser gets the login screen's page there);
 * - `shell.html` for every other route: the page without Home's part, preloading Chakra UI's files, which those
 *   screens use.
 * No screen shows Home's banner while it loads.
 */
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { PLAIN_SCREENS } from '../../web/src/app/plain-screens.ts';
import { CHAKRA_CHUNK, HEADER_EXTRAS } from './app-chunk.ts';

export const SHELL_PAGE = 'shell.html';
export const SCREEN_PAGES = 'screens';
const HOME_PART = /[ \t]*<!--home-->[\s\S]*?<!--\/home-->\n?/;
const MARKERS = /[ \t]*<!--\/?home-->\n?/g;

const CHAKRA_SCOPE = /[\\/]web[\\/]src[\\/]theme[\\/]chakra-scope\.tsx$/;
/** A route file's address: its path under web/src/routes without pathless layouts (`_auth/`) and the extension. */
const ROUTE_FILE = /[\\/]web[\\/]src[\\/]routes[\\/](.+)\.tsx(\?|$)/;

/** A route file under the login-required layout (web/src/routes/_auth.tsx). */
const PLAYERS_ONLY = /[\\/]web[\\/]src[\\/]routes[\\/]_auth[\\/]/;

/**
 * The page's file for a plain screen's address: '/login' is screens/login.html, and a screen for logged-in players
 * only, '/all_passbook', is screens/player/all_passbook.html (the server sends a visitor the login screen's page).
 */
export const screenPage = (path: string, playersOnly: boolean): string => `${SCREEN_PAGES}/${playersOnly ? 'player/' : ''}${path.slice(1)}.html`;

function routePath(moduleId: string | null | undefined): string | null {
  const file = ROUTE_FILE.exec(moduleId ?? '')?.[1];
  if (!file) return null;
  const path = `/${file
    .split('/')
    .filter((part) => !part.startsWith('_'))
    .join('/')}`.replace(/\/index$/, '/');
  return path;
}

/** The files of the chunks `test` picks, and what they import. */
function chunkFiles(bundle: OutputBundle, test: (moduleId: string | null | undefined) => boolean): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const item of Object.values(bundle)) if (item.type === 'chunk' && test(item.facadeModuleId)) visit(item.fileName);
  return [...files];
}

/** Those files as preload links (the page's own left out). */
function preloads(files: string[], html: string): string {
  return files
    .filter((fileName) => !html.includes(`/${fileName}"`))
    .map((fileName) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${fileName}">`)
    .join('');
}

function chunkModules(bundle: OutputBundle, fileName: string): string[] {
  const chunk = bundle[fileName];
  return chunk?.type === 'chunk' ? chunk.moduleIds : [];
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
        const withHead = (links: string) => html.replace(HOME_PART, '').replace('</head>', `${links}</head>`);
        const chakraFiles = chunkFiles(bundle, (id) => CHAKRA_SCOPE.test(id ?? ''));
        this.emitFile({ type: 'asset', fileName: SHELL_PAGE, source: withHead(preloads(chakraFiles, html)) });
        for (const path of PLAIN_SCREENS.filter((screen) => screen !== '/')) {
          let playersOnly = false;
          const files = chunkFiles(bundle, (id) => {
            if (routePath(id) !== path) return false;
            playersOnly ||= PLAYERS_ONLY.test(id ?? '');
            return true;
          });
          if (files.length === 0) return this.error(`no route file for the plain screen ${path}`);
          files.push(...chunkFiles(bundle, (id) => HEADER_EXTRAS.test(id ?? '')).filter((file) => !files.includes(file)));
          // A plain screen that imports Chakra UI after all would download it before it paints: the build says so.
          const chakra = files.find((file) => chunkModules(bundle, file).some((id) => CHAKRA_CHUNK.test.test(id)));
          if (chakra) return this.error(`the plain screen ${path} imports Chakra UI (through ${chakra}); see web/src/app/plain-screens.ts`);
          this.emitFile({ type: 'asset', fileName: screenPage(path, playersOnly), source: withHead(preloads(files, html)) });
        }
      },
    },
  };
}
