/**
 * A player's list read page by page, newest first (the passbook's lists, fund and withdrawal requests): the screen
 * loads the first page, and "Show older" asks for the items older than the last one listed while the server says
 * there are more. One query holds every page: whatever refreshes the list (its key starts with the call's path) asks
 * for each page again from the refreshed page before it, so an item pushed from one page to the next by a new one is
 * neither lost nor shown twice. Plain elements (web/src/theme/frame.css): the passbook renders without Chakra UI.
 */
import { type InfiniteData, infiniteQueryOptions, type QueryClient, type QueryKey, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { ErrorState } from './query-states.tsx';

export interface ListPages<Page, Row> {
  queryKey: QueryKey;
  fetchPage: (before: string | undefined) => Promise<Page>;
  rowsOf: (page: Page) => Row[];
  idOf: (row: Row) => string;
  hasMore: (page: Page) => boolean;
}

export function listPagesQueryOptions<Page, Row>({ queryKey, fetchPage, rowsOf, idOf, hasMore }: ListPages<Page, Row>) {
  return infiniteQueryOptions<Page, Error, InfiniteData<Page, string>, QueryKey, string>({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (page) => (hasMore(page) ? idOf(rowsOf(page).at(-1) as Row) : undefined),
  });
}

/**
 * Loads the first page unless it is cached, starting from the first of `seeds` cached (the same call's first page kept
 * under another key, such as another tab of the passbook), so that moving between such screens shows them at once; the
 * screen then reads it again, as it does any page shown from the cache.
 */
export function ensureListPages<Page, Row>(queryClient: QueryClient, list: ListPages<Page, Row>, seeds: QueryKey[] = []) {
  const options = listPagesQueryOptions(list);
  const seed = seeds.find((key) => queryClient.getQueryData(key) !== undefined);
  if (seed && queryClient.getQueryData(options.queryKey) === undefined) {
    const cached = queryClient.getQueryData<InfiniteData<Page, string>>(seed)!;
    const updatedAt = queryClient.getQueryState(seed)?.dataUpdatedAt;
    queryClient.setQueryData(options.queryKey, { pages: cached.pages.slice(0, 1), pageParams: [''] }, { updatedAt });
  }
  return queryClient.ensureInfiniteQueryData(options);
}

/** The first page and the rows of every page read so far, each once. */
export function useListPages<Page, Row>(list: ListPages<Page, Row>) {
  const pages = useSuspenseInfiniteQuery(listPagesQueryOptions(list));
  const byId = new Map(pages.data.pages.flatMap(list.rowsOf).map((row) => [list.idOf(row), row]));
  return { first: pages.data.pages[0] as Page, rows: [...byId.values()], pages };
}

interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/** The button that reads the next page, and what went wrong when it could not. */
export function ShowOlder({ pages, label, loadingLabel }: { pages: NextPage; label: string; loadingLabel: string }) {
  return (
    <>
      {pages.isFetchNextPageError && <ErrorState error={pages.error} />}
      {pages.hasNextPage && (
        <button
          type="button"
          className="f-button f-button-outline"
          style={{ marginTop: 'var(--chakra-spacing-3)' }}
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? loadingLabel : label}
        </button>
      )}
    </>
  );
}
