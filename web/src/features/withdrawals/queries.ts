/** Withdrawals: the window, minimum and history; payment methods; the request (amount held at once). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas, useApi } from '../../api/client.ts';
import { mayHaveArrived } from '../../api/intent-key.ts';
import type { ListPages } from '../../components/older-pages.tsx';
import { SESSION_KEY, shownPlayerId } from '../auth/session.ts';

export type WithdrawInfo = Schemas['WithdrawInfoReply'];
export type Withdrawal = WithdrawInfo['withdrawdata'][number];
export type PaymentMethod = Schemas['PaymentMethodsReply']['result'][number];

/** The withdraw window and the newest requests, or with `before` the requests older than that one. */
const fetchWithdrawInfo = (api: ApiClient, before?: string) => call(api.POST('/api-user-withdraw-transaction-history', { body: before ? { before } : {} }));

export function withdrawInfoQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/api-user-withdraw-transaction-history'],
    queryFn: () => fetchWithdrawInfo(api),
  });
}

/** The player's withdrawal requests page by page (Withdraw History). */
export function withdrawalPages(api: ApiClient): ListPages<WithdrawInfo, Withdrawal> {
  return {
    queryKey: ['/api-user-withdraw-transaction-history', 'pages'],
    fetchPage: (before) => fetchWithdrawInfo(api, before),
    rowsOf: (page) => page.withdrawdata,
    idOf: (request) => request.request_id,
    hasMore: (page) => page.more,
  };
}

export function paymentMethodsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/api-user-payment-method-list'],
    queryFn: async () => (await call(api.POST('/api-user-payment-method-list', { body: {} }))).result,
  });
}

export function useWithdraw() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, method, key }: { amount: number; method: string; key: string }) => {
      const userId = shownPlayerId(queryClient);
      return call(
        api.POST('/api-user-withdraw-fund-request', {
          params: { header: { 'Idempotency-Key': key } },
          body: { request_amount: amount, payment_method: method, ...(userId ? { user_id: userId } : {}) },
        }),
      );
    },
    onSuccess: () => readAgain(),
    // No answer: the request may have been taken, so the wallet and history shown must be the server's.
    onError: async (error) => {
      if (mayHaveArrived(error)) await readAgain();
    },
  });
  function readAgain() {
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api-user-withdraw-transaction-history'] }),
      queryClient.invalidateQueries({ queryKey: ['/api-wallet-transaction-history'] }),
      queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
    ]);
  }
}
