/** Deposits: where to pay, the fund request (multipart with the receipt image) and the player's fund requests. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, multipart, type Schemas, useApi } from '../../api/client.ts';
import { mayHaveArrived } from '../../api/intent-key.ts';
import type { ListPages } from '../../components/older-pages.tsx';
import { shownPlayerId } from '../auth/session.ts';

export type FundRequest = Schemas['FundHistoryReply']['fund_data'][number];

export interface PayeeInfo {
  payee: Schemas['AdminBankDetailsReply']['bank_details'][number] | null;
  minDeposit: number;
  maxDeposit: number;
}

export function payeeQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/api-admin-bank-details'],
    queryFn: async (): Promise<PayeeInfo> => {
      const reply = await call(api.POST('/api-admin-bank-details', { body: {} }));
      return { payee: reply.bank_details[0] ?? null, minDeposit: reply.min_deposit, maxDeposit: reply.max_deposit };
    },
  });
}

export type FundHistory = Schemas['FundHistoryReply'];

/** The player's fund requests page by page (Fund History, Transaction History). */
export function fundRequestPages(api: ApiClient): ListPages<FundHistory, FundRequest> {
  return {
    queryKey: ['/api-fund-request-history'],
    fetchPage: (before) => call(api.POST('/api-fund-request-history', { body: before ? { before } : {} })),
    rowsOf: (page) => page.fund_data,
    idOf: (request) => request.request_id,
    hasMore: (page) => page.more,
  };
}

export interface FundRequestInput {
  amount: string;
  description: string;
  transactionId: string;
  receipt: File;
  insertDate: string;
  idempotencyKey: string;
}

export function useAddFundRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FundRequestInput) => {
      const form: Schemas['FundRequestForm'] = {
        request_amount: input.amount,
        request_description: input.description,
        request_number: input.transactionId,
        insert_date: input.insertDate,
        fund_payment_receipt: input.receipt,
      };
      const userId = shownPlayerId(queryClient);
      if (userId) form.user_id = userId;
      return call(
        api.POST('/api-fund-request-add', {
          params: { header: { 'Idempotency-Key': input.idempotencyKey } },
          // Sent as multipart/form-data with the image itself (the browser writes the boundary).
          body: form,
          bodySerializer: multipart,
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api-fund-request-history'] }),
    // It may have been received: the history is read again.
    onError: (error) => (mayHaveArrived(error) ? queryClient.invalidateQueries({ queryKey: ['/api-fund-request-history'] }) : undefined),
  });
}
