/**
 * The screens drawn without Chakra UI's runtime: plain elements styled by the static sheets (chakra.gen.css and
 * frame.css), like Home. On a slow phone Chakra UI, emotion and the theme are some 65 KB (brotli) that the first
 * visit to any other screen must download and run before it paints; these screens do without them, and their entry
 * pages (scripts/vite/entry-shell.ts) preload the screen's own files instead. An overlay on them that uses Chakra UI
 * (a dialog, a toast) loads it when it opens (`<WithChakra>`, web/src/theme/chakra.tsx).
 *
 * A screen listed here must render no Chakra UI component outside `<WithChakra>`: the root gives it no theme.
 */
export const PLAIN_SCREENS: readonly string[] = ['/', '/all_passbook', '/deposit_passbook', '/withdraw_password'];

/** Whether the screen at `pathname` (a trailing slash ignored) is drawn without Chakra UI. */
export function isPlainScreen(pathname: string): boolean {
  return PLAIN_SCREENS.includes(pathname.replace(/(.)\/+$/, '$1'));
}
