/**
 * Who is logged in, as the server sees it: the profile call answers for the httpOnly session cookie, and 401 means
 * a visitor. No credential is kept in page-readable storage (only whether the player must change a short password).
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, ApiError, call, type Schemas, useApi } from '../../api/client.ts';
import { forgetPasswordChange } from './password-change.ts';

export type Player = Schemas['Profile'];

export const SESSION_KEY = ['/api-get-profile'] as const;

/** Whether a session may exist, and how to forget that it did: the browser app reads the server's hint cookie
 *  (main.tsx); other clients (tests, a token) always ask. */
interface SessionHint {
  present: () => boolean;
  forget: () => void;
}
let hint: SessionHint = { present: () => true, forget: () => undefined };

export function setSessionHint(source: SessionHint): void {
  hint = source;
}

/** Whether this browser may hold a session (a visitor's does not, and need not ask the server). */
export const sessionMayExist = (): boolean => hint.present();

/** The profile doubles as the session check; screens that show the wallet balance ask with `staleTime: 0`. */
export function sessionQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: SESSION_KEY,
    staleTime: 30_000,
    queryFn: async (): Promise<Player | null> => {
      if (!hint.present()) return null;
      try {
        const reply = await call(api.POST('/api-get-profile', { body: {} }));
        return reply.profile[0] ?? null;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
        hint.forget();
        return null;
      }
    },
  });
}

/** The logged-in player, or null for a visitor (also while the first answer is on its way). */
export function useSession(): { player: Player | null; loggedIn: boolean } {
  const api = useApi();
  const { data } = useQuery(sessionQueryOptions(api));
  return { player: data ?? null, loggedIn: Boolean(data) };
}

/** Resolves the session for route guards; a server that cannot be reached counts as logged out. */
export async function loadSession(queryClient: QueryClient, api: ApiClient): Promise<Player | null> {
  try {
    return await queryClient.ensureQueryData(sessionQueryOptions(api));
  } catch {
    return null;
  }
}

/** Drops every cached answer but the session itself (whose observers, the header and guards, stay attached). */
function forgetPlayerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
}

/** After login: forget everything cached for whoever was here before, then ask the server who we are now. */
export async function startSession(queryClient: QueryClient, api: ApiClient): Promise<Player | null> {
  forgetPlayerData(queryClient);
  return queryClient.fetchQuery({ ...sessionQueryOptions(api), staleTime: 0 });
}

/** After logout or a 401: drop all player data and remember that nobody is logged in. */
export function endSession(queryClient: QueryClient): void {
  forgetPlayerData(queryClient);
  forgetPasswordChange();
  hint.forget();
  queryClient.setQueryData(SESSION_KEY, null);
}
