/** Profile, bank details and UPI numbers. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas, useApi } from '../../api/client.ts';
import { SESSION_KEY } from '../auth/session.ts';

export type BankDetails = Schemas['BankDetails'];
export type UpiDetails = Schemas['UpiDetails'];
const PAYMENT_DETAILS_KEY = ['/api-get-user-payment-details'];

/** Where the player's withdrawals are paid: the bank details (null when none are saved) and the UPI numbers. */
export function paymentDetailsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: PAYMENT_DETAILS_KEY,
    queryFn: async (): Promise<{ bank: BankDetails | null; upi: UpiDetails }> => {
      const reply = await call(api.POST('/api-get-user-payment-details', { body: {} }));
      return { bank: reply.payment_details[0] ?? null, upi: reply.upi_details };
    },
  });
}

/** After bank details or a UPI number are saved: the saved details, and where each payment method pays. */
function readPayeesAgain(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PAYMENT_DETAILS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api-user-withdraw-transaction-history'] }),
    queryClient.invalidateQueries({ queryKey: ['/api-user-payment-method-list'] }),
  ]);
}

export function useUpdateProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['ProfileUpdateRequest']) => call(api.POST('/api-profile-update', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}

export function useSaveBankDetails() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['BankDetailsRequest']) => call(api.POST('/api-add-user-bank-details', { body })),
    onSuccess: () => readPayeesAgain(queryClient),
  });
}

export function useSaveUpiNumber() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['UpiDetailsRequest']) => call(api.POST('/api-add-user-upi-details', { body })),
    onSuccess: () => readPayeesAgain(queryClient),
  });
}
