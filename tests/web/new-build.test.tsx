/**
 * A page of the build before an upgrade asks for a screen's code the server no longer has: the page reloads once to
 * load the new build, and shows the error (no reload loop) should the code still be missing.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { isStaleBuildError, reloadForNewBuild } from '../../web/src/app/new-build.ts';
import { RouteError } from '../../web/src/components/query-states.tsx';

describe('a page of an older build', () => {
  afterEach(() => {
    sessionStorage.clear();
    cleanup();
  });

  it('knows a screen whose code could not be loaded, in each browser’s words, from other failures', () => {
    expect(isStaleBuildError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/my_profile-DzRvdr1C.js'))).toBe(true);
    expect(isStaleBuildError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleBuildError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleBuildError(new Error('Could not reach the server. Please check your connection and try again.'))).toBe(false);
    expect(isStaleBuildError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once a minute, so a file missing from the new build too cannot reload the page for ever', () => {
    const reload = vi.fn();
    expect(reloadForNewBuild(reload, 1_000_000)).toBe(true);
    // The reloaded page fails again (its first screen loaded, a later part did not): no second reload.
    expect(reloadForNewBuild(reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later upgrade, in the same tab, reloads again.
    expect(reloadForNewBuild(reload, 1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('an offline device failing the same import is not taken for an old build', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isStaleBuildError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(false);
    online.mockRestore();
  });

  it("a screen's error shows once the one reload was spent", async () => {
    reloadForNewBuild(() => undefined);
    const error = new TypeError('Failed to fetch dynamically imported module: https://x/assets/withdraw-DARkLkq2.js');
    const root = createRootRoute({
      loader: () => {
        throw error;
      },
      errorComponent: RouteError,
      component: () => null,
    });
    const router = createRouter({ routeTree: root, history: createMemoryHistory() });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Could not load this.')).toBeInTheDocument();
    expect(screen.getByText('The app was updated while this page was open: reload the page to get the new version.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
