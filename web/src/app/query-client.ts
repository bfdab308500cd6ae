/**
 * One QueryClient per app: 401 answers are handled here once (QueryCache / MutationCache), not in every screen, and so
 * is a refusal for another account than the one logged in now (another tab logged in as someone else): the player
 * shown is read again.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';
import { SESSION_KEY } from '../features/auth/session.ts';

/** Retry only what may pass on a second try: the network and a busy or restarting server. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= 2) return false;
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

export function createQueryClient(onUnauthorized: (error: ApiError) => void): QueryClient {
  const handle = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized(error);
    if (error instanceof ApiError && error.code === 'NOT_SESSION_PLAYER') void client.invalidateQueries({ queryKey: SESSION_KEY });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: true },
      // Sent at once even when the browser says it is offline: it fails then, with the screen's message, rather than
      // waiting unseen to go out when the connection returns (after the player, told nothing, did it again).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
