import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, rootRouteId, useRouterState } from '@tanstack/react-router';
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
import { isPlainScreen } from '../app/plain-screens.ts';

const messages = i18n('root', { skip: 'Skip to content' });

const HOME = '/';

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen knows from the start whether a player is logged in (header, guards). Home's data is asked for at the
  // same time, so its first render waits for no second round trip. A screen that uses Chakra UI (all but the plain
  // ones, app/plain-screens.ts) starts loading it here too and the loader waits for it, beside the screen's own files
  // and data rather than before them.
  beforeLoad: ({ context, location }) => {
    if (location.pathname === HOME) startHomeData(context.queryClient, context.api);
    if (!isPlainScreen(location.pathname)) void loadChakra();
    return loadSession(context.queryClient, context.api);
  },
  loader: async ({ location }) => {
    if (!isPlainScreen(location.pathname)) await loadChakra();
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

/** A screen's match (the root's own is no screen: a page not found, which brings its own theme). */
const screenIsPlain = (match: { routeId: string; pathname: string } | undefined) =>
  match !== undefined && match.routeId !== rootRouteId && isPlainScreen(match.pathname);

function RootLayout() {
  const t = useMessages(messages);
  // The operator console (/admin) brings its own frame, loaded with its routes.
  const inConsole = useRouterState({ select: (state) => /^\/admin(\/|$)/.test(state.location.pathname) });
  // The screen the outlet shows: all but the plain ones get Chakra UI's theme. Read from the matches the outlet renders,
  // so the wrapper changes only with the screen (a plain screen is never rendered again when Chakra UI loads).
  const plainScreen = useRouterState({ select: (state) => screenIsPlain(state.matches.at(-1)) });
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
