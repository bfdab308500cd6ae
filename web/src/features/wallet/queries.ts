/** The passbook: ledger entries in ALL, IN and OUT lists with the wallet balance, each list page by page. */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas } from '../../api/client.ts';
import { ensureListPages, type ListPages } from '../../components/older-pages.tsx';

export type PassbookEntry = Schemas['PassbookEntry'];
export type Passbook = Schemas['PassbookReply'];
export type PassbookList = keyof Passbook['more'];

const PASSBOOK = '/api-wallet-transaction-history';
const LISTS: PassbookList[] = ['transaction_history', 'in_history', 'out_history'];

/** The passbook's newest entries, or with `before` each list's entries older than that one. */
const fetchPassbook = (api: ApiClient, before?: string) => call(api.POST(PASSBOOK, { body: before ? { before } : {} }));

/** The newest entries of every list at once (My History's money movements). */
export function passbookQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: [PASSBOOK], queryFn: () => fetchPassbook(api) });
}

/** One list's pages (a passbook tab); each page is a whole passbook answer, of which the tab shows its list. */
export function passbookPages(api: ApiClient, list: PassbookList): ListPages<Passbook, PassbookEntry> {
  return {
    queryKey: [PASSBOOK, 'pages', list],
    fetchPage: (before) => fetchPassbook(api, before),
    rowsOf: (page) => page[list],
    idOf: (entry) => entry.transaction_id,
    hasMore: (page) => page.more[list],
  };
}

/** A tab's first page, from another tab's when it is cached (a move between tabs shows at once, then refreshes). */
export function ensurePassbookPages(queryClient: QueryClient, api: ApiClient, list: PassbookList) {
  const others = LISTS.filter((other) => other !== list).map((other) => passbookPages(api, other).queryKey);
  return ensureListPages(queryClient, passbookPages(api, list), others);
}
