/**
 * A page of an older build, still open after the operator deployed a new one, asks for a screen's code by a file name
 * the server no longer has: the import fails. The page is then reloaded, which loads the new build; at most once a
 * minute, so a file missing from the new build too shows its error instead of reloading for ever. A device that is
 * offline fails the same import: it is not reloaded (the screen's error, with Try again, is shown).
 */
const MODULE_LOAD_FAILED =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;
const RELOADED_AT = 'reloadedForNewBuildAt';
const ONCE_PER_MS = 60_000;

/** Whether `error` is a screen's code (or style sheet) that could not be loaded while the device is online. */
export const isStaleBuildError = (error: unknown): boolean =>
  error instanceof Error && MODULE_LOAD_FAILED.test(error.message) && (typeof navigator === 'undefined' || navigator.onLine !== false);

/** Reloads the page unless it was reloaded for this within the last minute; answers whether it did. */
export function reloadForNewBuild(reload: () => void = () => window.location.reload(), now: number = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now - last < ONCE_PER_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Vite's event for a failed preload of a screen's files: reloads instead of failing on that screen. */
export function reloadOnFailedPreload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (navigator.onLine !== false && reloadForNewBuild()) event.preventDefault();
  });
}
