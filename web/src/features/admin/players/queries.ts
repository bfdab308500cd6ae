/** One player, as the operator sees them: the ledger (paged) and wallet adjustments. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, idempotencyKey, type Schemas, useApi } from '../../../api/client.ts';
import { refreshConsole } from '../outcome.ts';
import { pageQuery } from '../paging.tsx';

export type LedgerEntry = Schemas['PassbookEntry'];

export function ledgerOptions(api: ApiClient, userId: string, offset: number) {
  return queryOptions({
    queryKey: ['/admin', 'ledger', userId, offset],
    placeholderData: keepPreviousData,
    queryFn: () => call(api.GET('/admin/users/{user_id}/ledger', { params: { path: { user_id: userId }, query: pageQuery(offset) } })),
  });
}

/** One adjustment; the key is made once per confirmed form, so a retry of the same request is applied once. */
export function useAdjustWallet(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, reason, playerNote, key = idempotencyKey() }: { amount: number; reason: string; playerNote?: string; key?: string }) =>
      call(
        api.POST('/admin/users/{user_id}/wallet-adjustments', {
          params: { path: { user_id: userId }, header: { 'Idempotency-Key': key } },
          body: { amount, reason, ...(playerNote ? { player_note: playerNote } : {}) },
        }),
      ),
    onSettled: () => refreshConsole(queryClient),
  });
}
