/**
 * Whether this browser's session is an operator's, as the server sees it: an operator call answers 200 for an
 * operator, 403 for a player and 401 for a visitor. Nothing operator-only is fetched before this says "operator". A
 * browser without the session hint (see features/auth/session.ts) is a visitor's and asks nothing: that call could
 * only answer 401, which the browser logs as an error.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, ApiError, call, type Schemas, useApi } from '../../api/client.ts';
import { endSession, sessionMayExist } from '../auth/session.ts';

/** 'password': an operator whose password was chosen by another operator, to be changed before the console opens. */
export type OperatorAccess = 'operator' | 'password' | 'player' | 'visitor';

export const OPERATOR_KEY = ['/admin', 'access'] as const;

export function operatorAccessOptions(api: ApiClient) {
  return queryOptions({
    queryKey: OPERATOR_KEY,
    staleTime: 60_000,
    // A 401 anywhere ends the session (features/auth/session.ts): the console then shows its login form.
    meta: { signedOut: 'visitor' satisfies OperatorAccess },
    queryFn: async (): Promise<OperatorAccess> => {
      if (!sessionMayExist()) return 'visitor';
      try {
        await call(api.GET('/admin/settings'));
        return 'operator';
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return 'visitor';
        if (error instanceof ApiError && error.code === 'PASSWORD_CHANGE_REQUIRED') return 'password';
        if (error instanceof ApiError && error.status === 403) return 'player';
        throw error;
      }
    },
  });
}

export function useOperatorAccess() {
  return useQuery(operatorAccessOptions(useApi()));
}

/** Drops every cached answer, so nothing of the previous account is shown to the next. */
function forgetEverything(queryClient: ReturnType<typeof useQueryClient>) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== OPERATOR_KEY[0] });
}

export function useOperatorLogin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Schemas['LoginRequest']) => {
      const reply = await call(api.POST('/api-user-login', { body }));
      if (reply.status === 1) {
        forgetEverything(queryClient);
        await queryClient.fetchQuery({ ...operatorAccessOptions(api), staleTime: 0 });
      }
      return reply;
    },
  });
}

export function useOperatorLogout() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await call(api.POST('/api-user-logout', { body: {} }));
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    // Every answer of the account goes; the session queries the screen watches are told nobody is signed in, so
    // the console shows its login form at once (dropping them as well left their watchers on the old answers).
    onSuccess: () => endSession(queryClient),
  });
}
