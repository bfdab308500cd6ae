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
    meta: { signedOut: null },
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

/**
 * The id of the player this app shows, sent with every request that moves money: should another account have logged in
 * on this browser since (another tab), the server refuses it (`NOT_SESSION_PLAYER`) rather than act for that account.
 */
export function shownPlayerId(queryClient: QueryClient): string | undefined {
  return queryClient.getQueryData<Player | null>(SESSION_KEY)?.user_id;
}

/** The logged-in player, or null for a visitor (also while the first answer is on its way). */
export function useSession(): { player: Player | null; loggedIn: boolean } {
  const api = useApi();
  const { data } = useQuery(sessionQueryOptions(api));
  return { player: data ?? null, loggedIn: Boolean(data) };
}

/**
 * Resolves the session for route guards. A server that cannot be reached counts as logged out, except for a guard
 * that needs the player (`required`): a player who was logged in and is offline is shown that the server could not be
 * reached (the route's error, with Try again), not the login form and "User not logged in."
 */
export async function loadSession(queryClient: QueryClient, api: ApiClient, { required = false } = {}): Promise<Player | null> {
  try {
    return await queryClient.ensureQueryData(sessionQueryOptions(api));
  } catch (error) {
    if (required && hint.present()) throw error;
    return null;
  }
}

/**
 * A query that says who is signed in (the player's session, the console's access) names in `meta.signedOut` what it
 * answers once nobody is: it is kept when everything else is dropped (its observers, the header, guards and the
 * console's gate, stay attached) and set to that answer when the session ends.
 */
const isSessionQuery = (query: { meta?: Record<string, unknown> | undefined }) => query.meta !== undefined && 'signedOut' in query.meta;

/** Whether a session query says someone is signed in (a player, an operator). */
export function anyoneSignedIn(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: isSessionQuery })
    .some((query) => query.state.data !== undefined && query.state.data !== null && query.state.data !== query.meta?.signedOut);
}

/** Drops every cached answer but the session queries. */
function forgetPlayerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query) });
}

/** After login: forget everything cached for whoever was here before, then ask the server who we are now. */
export async function startSession(queryClient: QueryClient, api: ApiClient): Promise<Player | null> {
  // The other session queries too (the console's access, told 'visitor' at a logout): they are asked again.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  return queryClient.fetchQuery({ ...sessionQueryOptions(api), staleTime: 0 });
}

/** After logout or a 401: drop all data and remember that nobody is logged in (the player app and the console alike). */
export function endSession(queryClient: QueryClient): void {
  forgetPlayerData(queryClient);
  forgetPasswordChange();
  hint.forget();
  for (const query of queryClient.getQueryCache().findAll({ predicate: isSessionQuery })) queryClient.setQueryData(query.queryKey, query.meta?.signedOut);
}
