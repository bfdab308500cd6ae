/** The router and its context (query client and API client), and the app with its providers and style sheets. */
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { type ApiClient, ApiContext } from '../api/client.ts';
import { AlertHost } from '../components/alert-dialog.tsx';
import { Loading, RouteError } from '../components/query-states.tsx';
import { Toaster, toastInfo } from '../components/toaster.tsx';
import { anyoneSignedIn, endSession } from '../features/auth/session.ts';
import { routeTree } from '../routeTree.gen.ts';
import stylesCss from '../theme/styles.css?url';
import { createQueryClient } from './query-client.ts';

export function createAppRouter(api: ApiClient, history?: RouterHistory) {
  // A 401 anywhere means the session is gone: forget the player and say so (SessionWatcher then leaves for /login).
  const queryClient = createQueryClient((error) => {
    const wasLoggedIn = anyoneSignedIn(queryClient);
    endSession(queryClient);
    if (wasLoggedIn) toastInfo(error.message);
  });
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, api },
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <Loading />,
    defaultPendingMs: 200,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

export function App({ router }: { router: AppRouter }) {
  const { queryClient, api } = router.options.context;
  // The static style sheet (Chakra UI's globals and tokens, then the frame's classes, one file: one request on a slow
  // link): React puts it in the head and, in the first render's transition, shows the app only once it has loaded (the
  // page preloads it). (Under test, without a build, it has no address.)
  return (
    <>
      {stylesCss && <link rel="stylesheet" href={stylesCss} precedence="app" />}
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={api}>
          <RouterProvider router={router} />
          <AlertHost />
          <Toaster />
        </ApiContext.Provider>
      </QueryClientProvider>
    </>
  );
}
