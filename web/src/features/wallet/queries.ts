/** The passbook: ledger entries in ALL, IN and OUT lists with the wallet balance. */
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas } from '../../api/client.ts';

export type PassbookEntry = Schemas['PassbookEntry'];
export type Passbook = Schemas['PassbookReply'];

export function passbookQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/api-wallet-transaction-history'],
    queryFn: () => call(api.POST('/api-wallet-transaction-history', { body: {} })),
  });
}
