/** Players: search and list, one player's detail, status changes, logging out everywhere and a temporary password. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas, useApi } from '../../../api/client.ts';
import { pageQuery } from '../paging.tsx';
import { refreshConsole } from '../outcome.ts';

export type PlayerSummary = Schemas['PlayerSummary'];
export type PlayerFilter = 'all' | 'active' | 'suspended' | 'betting_blocked' | 'withdrawals_blocked';

export function playersOptions(api: ApiClient, q: string, filter: PlayerFilter, offset: number) {
  return queryOptions({
    queryKey: ['/admin', 'players', q, filter, offset],
    placeholderData: keepPreviousData,
    queryFn: () =>
      call(
        api.GET('/admin/players', {
          params: { query: { ...pageQuery(offset), ...(q ? { q } : {}), ...(filter === 'all' ? {} : { player_status: filter }) } },
        }),
      ),
  });
}

export function playerOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: ['/admin', 'player', userId],
    queryFn: () => call(api.GET('/admin/players/{user_id}', { params: { path: { user_id: userId } } })),
  });
}

export function usePlayerStatus(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['PlayerStatusInput']) => call(api.PATCH('/admin/players/{user_id}/status', { params: { path: { user_id: userId } }, body })),
    onSettled: () => refreshConsole(queryClient),
  });
}

export function useLogoutEverywhere(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      call(api.POST('/admin/players/{user_id}/logout', { params: { path: { user_id: userId } }, body: reason ? { reason } : {} })),
    onSettled: () => refreshConsole(queryClient),
  });
}

export function useResetPassword(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['PlayerPasswordReset']) => call(api.POST('/admin/players/{user_id}/password', { params: { path: { user_id: userId } }, body })),
    onSettled: () => refreshConsole(queryClient),
  });
}
