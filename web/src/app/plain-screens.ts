/**
 * The screens drawn without Chakra UI's runtime: plain elements styled by the static sheet (styles.css: chakra.gen.css
 * and frame.css), like Home. On a slow phone Chakra UI, emotion and the theme are some 65 KB (brotli) that the first
 * visit to any other screen must download and run before it paints; these screens do without them, and their entry
 * pages (scripts/vite/entry-shell.ts) preload the screen's own files instead. An overlay on them that uses Chakra UI
 * (a dialog, a toast) loads it when it opens (`<WithChakra>`, web/src/theme/chakra.tsx).
 *
 * A screen listed here must render no Chakra UI component outside `<WithChakra>`: the root gives it no theme.
 */
export const PLAIN_SCREENS: readonly string[] = [
  '/',
  // Login, Sign Up and Add Fund.
  '/login',
  '/register',
  '/add_fund',
  // The bid screens: the entry grids and Half / Full Sangam.
  '/single',
  '/jodi',
  '/single_patti',
  '/double_patti',
  '/triple_patti',
  '/half_sangam',
  '/full_sangam',
  '/starline_play',
  '/starLine_single_patti',
  '/starLine_double_patti',
  '/starLine_triple_patti',
  // The passbook: ALL, IN and OUT.
  '/all_passbook',
  '/deposit_passbook',
  '/withdraw_password',
];

/** Whether the screen at `pathname` (a trailing slash ignored) is drawn without Chakra UI. */
export function isPlainScreen(pathname: string): boolean {
  return PLAIN_SCREENS.includes(pathname.replace(/(.)\/+$/, '$1'));
}
