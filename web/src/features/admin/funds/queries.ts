/** Deposits (fund requests) and withdrawals: paged lists by status, and the approve / reject decisions. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas, useApi } from '../../../api/client.ts';
import { refreshConsole } from '../outcome.ts';
import { pageQuery } from '../paging.tsx';

export type FundRequest = Schemas['FundRequestItem'];
export type Withdrawal = Schemas['WithdrawalItem'];
export type StatusFilter = Schemas['RequestStatus'] | 'all';

/** Which requests: by status (pending first on the screens), of one player or of every player. */
export interface RequestFilter {
  status?: StatusFilter;
  userId?: string;
}

const requestQuery = ({ status = 'all', userId }: RequestFilter, offset: number) => ({
  ...pageQuery(offset),
  ...(status === 'all' ? {} : { status }),
  ...(userId ? { user_id: userId } : {}),
});

/**
 * Every player's requests, waiting or all: the waiting ones first, oldest first (the queue, worked through in the
 * order they came), then the decided ones. One player's requests: newest first.
 */
const queueOrder = (filter: RequestFilter) =>
  ['all', 'pending'].includes(filter.status ?? 'all') && !filter.userId ? { order: 'pending_first' as const } : {};

export function fundRequestsOptions(api: ApiClient, filter: RequestFilter, offset: number) {
  return queryOptions({
    queryKey: ['/admin', 'fund-requests', filter, offset],
    placeholderData: keepPreviousData,
    queryFn: () => call(api.GET('/admin/fund-requests', { params: { query: { ...requestQuery(filter, offset), ...queueOrder(filter) } } })),
  });
}

export function withdrawalsOptions(api: ApiClient, filter: RequestFilter, offset: number) {
  return queryOptions({
    queryKey: ['/admin', 'withdrawals', filter, offset],
    placeholderData: keepPreviousData,
    queryFn: () => call(api.GET('/admin/withdrawals', { params: { query: { ...requestQuery(filter, offset), ...queueOrder(filter) } } })),
  });
}

export type Decision = { id: string; approve: boolean; text: string };

export function useDecideFundRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, text }: Decision) => {
      const path = { request_id: id };
      return approve
        ? call(api.POST('/admin/fund-requests/{request_id}/approve', { params: { path }, body: text ? { note: text } : {} }))
        : call(api.POST('/admin/fund-requests/{request_id}/reject', { params: { path }, body: { reason: text } }));
    },
    onSettled: () => refreshConsole(queryClient),
  });
}

export function useDecideWithdrawal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, text }: Decision) => {
      const path = { withdrawal_id: id };
      return approve
        ? call(api.POST('/admin/withdrawals/{withdrawal_id}/approve', { params: { path }, body: text ? { note: text } : {} }))
        : call(api.POST('/admin/withdrawals/{withdrawal_id}/reject', { params: { path }, body: { reason: text } }));
    },
    onSettled: () => refreshConsole(queryClient),
  });
}
