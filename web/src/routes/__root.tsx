import { Box, Link } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import type { ApiClient } from '../api/client.ts';
import { AppHeader } from '../components/layout/app-header.tsx';
import { FOOTER_HEIGHT, FooterBar } from '../components/layout/footer-bar.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { SessionWatcher } from '../features/auth/session-watcher.tsx';
import { loadSession } from '../features/auth/session.ts';
import { healthQueryOptions } from '../features/live/demo-note.tsx';
import { dashboardQueryOptions } from '../features/markets/queries.ts';
import { starlineSlotsQueryOptions } from '../features/starline/queries.ts';
import { RealityCheckNotice } from '../features/protection/reality-check-notice.tsx';
import { i18n, useMessages } from '../i18n/index.ts';

const messages = i18n('root', { skip: 'Skip to content' });

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen knows from the start whether a player is logged in (header, guards). Home's data is asked for at the
  // same time, so its first render waits for no second round trip.
  beforeLoad: ({ context, location }) => {
    if (location.pathname === '/') startHomeData(context.queryClient, context.api);
    return loadSession(context.queryClient, context.api);
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function startHomeData(queryClient: QueryClient, api: ApiClient): void {
  void queryClient.prefetchQuery(healthQueryOptions(api));
  void queryClient.prefetchQuery(dashboardQueryOptions(api));
  void queryClient.prefetchQuery(starlineSlotsQueryOptions(api));
}

function RootLayout() {
  const t = useMessages(messages);
  // The operator console (/admin) brings its own frame, loaded with its routes.
  const inConsole = useRouterState({ select: (state) => /^\/admin(\/|$)/.test(state.location.pathname) });
  if (inConsole) return <Outlet />;
  return (
    <>
      <Link href="#main-content" position="absolute" left="2" top="-20" zIndex="skipLink" bg="bg" px="3" py="2" rounded="md" _focusVisible={{ top: '2' }}>
        {t.skip}
      </Link>
      <AppHeader />
      <Box as="main" id="main-content" tabIndex={-1} pb={`calc(var(--chakra-sizes-${FOOTER_HEIGHT}) + 1rem)`} outline="none">
        <Outlet />
      </Box>
      <FooterBar />
      <SessionWatcher />
      <RealityCheckNotice />
    </>
  );
}
