/** The passbook: ledger entries in ALL, IN and OUT lists with the wallet balance, and each list's older pages. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas } from '../../api/client.ts';

export type PassbookEntry = Schemas['PassbookEntry'];
export type Passbook = Schemas['PassbookReply'];
export type PassbookList = keyof Passbook['more'];

const PASSBOOK = '/api-wallet-transaction-history';

export function passbookQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [PASSBOOK],
    queryFn: () => call(api.POST(PASSBOOK, { body: {} })),
  });
}

/**
 * One list of the passbook page by page, newest first: each page after the first holds the entries older than the
 * list's last one so far. Its key starts as the passbook's, so whatever refreshes the passbook refreshes these pages
 * too, and TanStack Query then asks for each page from the refreshed page before it (no entry left out or shown twice).
 */
export function passbookPagesQueryOptions(api: ApiClient, list: PassbookList) {
  return infiniteQueryOptions({
    queryKey: [PASSBOOK, 'pages', list],
    queryFn: ({ pageParam }) => call(api.POST(PASSBOOK, { body: pageParam ? { before: pageParam } : {} })),
    initialPageParam: '',
    getNextPageParam: (page: Passbook) => (page.more[list] ? page[list].at(-1)?.transaction_id : undefined),
  });
}
