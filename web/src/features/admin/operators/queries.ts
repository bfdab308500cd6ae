/** Operator accounts: the list, adding one, suspending or reactivating another, ending an account's sessions. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas, useApi } from '../../../api/client.ts';
import { refreshConsole } from '../outcome.ts';

export type OperatorAccount = Schemas['OperatorAccount'];

export function operatorsOptions(api: ApiClient) {
  return queryOptions({ queryKey: ['/admin', 'operators'], queryFn: () => call(api.GET('/admin/operators')) });
}

export function useAddOperator() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['NewOperator']) => call(api.POST('/admin/operators', { body })),
    onSettled: () => refreshConsole(queryClient),
  });
}

export function useOperatorStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Schemas['OperatorStatusInput'] & { id: string }) =>
      call(api.PATCH('/admin/operators/{user_id}/status', { params: { path: { user_id: id } }, body })),
    onSettled: () => refreshConsole(queryClient),
  });
}

export function useEndOperatorSessions() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(api.POST('/admin/operators/{user_id}/logout', { params: { path: { user_id: id } }, body: reason ? { reason } : {} })),
    onSettled: () => refreshConsole(queryClient),
  });
}
