import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { ApiClient } from '../api/client.ts';
import { AppHeader } from '../components/layout/app-header.tsx';
import { FooterBar } from '../components/layout/footer-bar.tsx';
import { Loading } from '../components/query-states.tsx';
import { SessionWatcher } from '../features/auth/session-watcher.tsx';
import { loadSession } from '../features/auth/session.ts';
import { healthQueryOptions } from '../features/live/demo-note.tsx';
import { dashboardQueryOptions } from '../features/markets/queries.ts';
import { starlineSlotsQueryOptions } from '../features/starline/queries.ts';
import { RealityCheckNotice } from '../features/protection/reality-check-notice.tsx';
import { i18n, useMessages } from '../i18n/index.ts';
import { loadChakra, WithChakra } from '../theme/chakra.tsx';

const messages = i18n('root', { skip: 'Skip to content' });

/** Home's route: its screen renders without Chakra UI. */
const HOME = '/';

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen knows from the start whether a player is logged in (header, guards). Home's data is asked for at the
  // same time, so its first render waits for no second round trip. Every other screen uses Chakra UI: it starts
  // loading here too (Home's frame renders without it, see web/src/theme/chakra.tsx) and the loader waits for it,
  // beside the screen's own files and data rather than before them.
  beforeLoad: ({ context, location }) => {
    if (location.pathname === HOME) startHomeData(context.queryClient, context.api);
    else void loadChakra();
    return loadSession(context.queryClient, context.api);
  },
  loader: async ({ location }) => {
    if (location.pathname !== HOME) await loadChakra();
  },
  component: RootLayout,
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <WithChakra>
        <NotFoundPage />
      </WithChakra>
    </Suspense>
  ),
});

const NotFoundPage = lazy(() => import('../components/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })));

function startHomeData(queryClient: QueryClient, api: ApiClient): void {
  void queryClient.prefetchQuery(healthQueryOptions(api));
  void queryClient.prefetchQuery(dashboardQueryOptions(api));
  void queryClient.prefetchQuery(starlineSlotsQueryOptions(api));
}

function RootLayout() {
  const t = useMessages(messages);
  // The operator console (/admin) brings its own frame, loaded with its routes.
  const inConsole = useRouterState({ select: (state) => /^\/admin(\/|$)/.test(state.location.pathname) });
  // The screen the outlet shows (its route under the root): all but Home get Chakra UI's theme. Read from the matches
  // the outlet renders, so the wrapper changes only with the screen (Home is never rendered again when Chakra loads).
  const plainScreen = useRouterState({ select: (state) => state.matches[1]?.routeId === HOME });
  if (inConsole)
    return (
      <WithChakra>
        <Outlet />
      </WithChakra>
    );
  return (
    <>
      <a href="#main-content" className="f-link f-skip">
        {t.skip}
      </a>
      <AppHeader />
      <main id="main-content" tabIndex={-1} className="f-main">
        {plainScreen ? (
          <Outlet />
        ) : (
          <Suspense fallback={<Loading />}>
            <WithChakra>
              <Outlet />
            </WithChakra>
          </Suspense>
        )}
      </main>
      <FooterBar />
      <SessionWatcher />
      <RealityCheckNotice />
    </>
  );
}
