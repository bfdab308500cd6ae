/**
 * A page of the build before an upgrade asks for a screen's code the server no longer has: the page reloads once to
 * load the new build, and shows the error (no reload loop) should the code still be missing.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { isStaleBuildError, pageLoaded, reloadForNewBuild } from '../../web/src/app/new-build.ts';
import { RouteError } from '../../web/src/components/query-states.tsx';

describe('a page of an older build', () => {
  afterEach(() => {
    pageLoaded();
    cleanup();
  });

  it('knows a screen whose code could not be loaded, in each browser’s words, from other failures', () => {
    expect(isStaleBuildError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/my_profile-DzRvdr1C.js'))).toBe(true);
    expect(isStaleBuildError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleBuildError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleBuildError(new Error('Could not reach the server. Please check your connection and try again.'))).toBe(false);
    expect(isStaleBuildError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once until a page loads, then may reload again', () => {
    const reload = vi.fn();
    expect(reloadForNewBuild(reload)).toBe(true);
    expect(reloadForNewBuild(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    pageLoaded();
    expect(reloadForNewBuild(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
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
