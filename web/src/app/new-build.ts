/**
 * A page of an older build, still open after the operator deployed a new one, asks for a screen's code by a file name
 * the server no longer has: the import fails. The page is then reloaded once, which loads the new build; should the
 * file still be missing after that, the error is shown (no reload loop). A page that loads sets the mark back.
 */
const MODULE_LOAD_FAILED =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;
const RELOADED = 'reloadedForNewBuild';

/** Whether `error` is a screen's code (or style sheet) that could not be loaded. */
export const isStaleBuildError = (error: unknown): boolean => error instanceof Error && MODULE_LOAD_FAILED.test(error.message);

/** Reloads the page, once in this tab until a page loads; answers whether it did. */
export function reloadForNewBuild(reload: () => void = () => window.location.reload()): boolean {
  try {
    if (sessionStorage.getItem(RELOADED)) return false;
    sessionStorage.setItem(RELOADED, '1');
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A page loaded: a later failed import may reload again. */
export function pageLoaded(): void {
  try {
    sessionStorage.removeItem(RELOADED);
  } catch {
    // storage unavailable: nothing was marked
  }
}

/** Vite's event for a failed preload of a screen's files: reloads instead of failing on that screen. */
export function reloadOnFailedPreload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
}
