/** Profile and bank details. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas, useApi } from '../../api/client.ts';
import { SESSION_KEY } from '../auth/session.ts';

export type BankDetails = Schemas['BankDetails'];

export function bankDetailsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/api-get-user-payment-details'],
    queryFn: async (): Promise<BankDetails | null> => (await call(api.POST('/api-get-user-payment-details', { body: {} }))).payment_details[0] ?? null,
  });
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
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['/api-get-user-payment-details'] });
      await queryClient.invalidateQueries({ queryKey: ['/api-user-withdraw-transaction-history'] });
    },
  });
}
