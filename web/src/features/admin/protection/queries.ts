/** Player protection as the operator sees it: one player's limits and blocks, a stricter limit, the at-limits report. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas, useApi } from '../../../api/client.ts';
import { refreshConsole } from '../outcome.ts';
import { pageQuery } from '../paging.tsx';

export type PlayerProtection = Schemas['ProtectionReply'];
export type LimitKind = Schemas['LimitKind'];
export type AtLimits = Schemas['AtLimitsReport'];

export function playerProtectionOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: ['/admin', 'protection', userId],
    queryFn: () => call(api.GET('/admin/users/{user_id}/protection', { params: { path: { user_id: userId } } })),
  });
}

/** One page of the report; both of its lists are paged alike, so each table asks with its own offset. */
export function atLimitsOptions(api: ApiClient, offset: number) {
  return queryOptions({
    queryKey: ['/admin', 'at-limits', offset],
    placeholderData: keepPreviousData,
    queryFn: () => call(api.GET('/admin/protection/at-limits', { params: { query: pageQuery(offset) } })),
  });
}

export function useStricterLimit(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['StricterLimitBody']) =>
      call(api.POST('/admin/users/{user_id}/protection/limits', { params: { path: { user_id: userId } }, body })),
    onSettled: () => refreshConsole(queryClient),
  });
}
