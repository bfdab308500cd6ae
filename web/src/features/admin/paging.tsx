/**
 * Server paging for every console list: pages of PAGE_SIZE asked for by `offset`; each answer says how many rows
 * match in all (`total`), so the pager shows "x–y of total" and nothing is cut off silently. A new filter starts
 * again at the first page, and a page left empty (its last rows decided or removed meanwhile) gives way to the last
 * page that has rows.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Empty, ErrorState, Loading } from '../../components/query-states.tsx';

export const PAGE_SIZE = 20;

export function usePager(resetKey: string) {
  const [state, setState] = useState({ key: resetKey, offset: 0 });
  const offset = state.key === resetKey ? state.offset : 0;
  return { offset, go: (next: number) => setState({ key: resetKey, offset: Math.max(0, next) }) };
}

export type Pager = ReturnType<typeof usePager>;

/** The query part of a paged operator call. */
export function pageQuery(offset: number): { limit: string; offset: string } {
  return { limit: String(PAGE_SIZE), offset: String(offset) };
}

/** What every paged list answers (cursor lists also send `next_before`, which the console does not need). */
export interface Page<Row> {
  items: Row[];
  total: number;
}

function PageNav({ pager, page, label }: { pager: Pager; page: Page<unknown>; label: string }) {
  if (page.total <= PAGE_SIZE && pager.offset === 0) return null;
  const first = page.items.length === 0 ? 0 : pager.offset + 1;
  const last = Math.min(pager.offset + page.items.length, page.total);
  return (
    <HStack as="nav" aria-label={`${label} pages`} justify="space-between" mt="3">
      <Button size="sm" variant="outline" disabled={pager.offset === 0} onClick={() => pager.go(pager.offset - PAGE_SIZE)}>
        Previous page
      </Button>
      <Text aria-live="polite" fontSize="sm" color="fg.muted">
        {first}–{last} of {page.total}
      </Text>
      <Button size="sm" variant="outline" disabled={pager.offset + PAGE_SIZE >= page.total} onClick={() => pager.go(pager.offset + PAGE_SIZE)}>
        Next page
      </Button>
    </HStack>
  );
}

interface PagedTableProps<Row> {
  caption: string;
  query: UseQueryResult<Page<Row>>;
  pager: Pager;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
}

/** The offset of the last page that holds rows, when the page at `offset` holds none though rows remain. */
export function lastFilledOffset(offset: number, page: Page<unknown> | undefined): number | undefined {
  if (!page || page.items.length > 0 || offset === 0 || page.total === 0) return undefined;
  return Math.floor((page.total - 1) / PAGE_SIZE) * PAGE_SIZE;
}

/** A server-paged table with its loading, error and empty states and its pager. */
export function PagedTable<Row>({ caption, query, pager, columns, rowKey, empty }: PagedTableProps<Row>) {
  const stepBack = lastFilledOffset(pager.offset, query.data);
  useEffect(() => {
    if (stepBack !== undefined && stepBack < pager.offset) pager.go(stepBack);
  }, [stepBack, pager]);
  if (query.isPending) return <Loading label={`Loading ${caption.toLowerCase()}`} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="2">
      {query.data.items.length === 0 ? <Empty text={empty} /> : <DataTable caption={caption} columns={columns} rows={query.data.items} rowKey={rowKey} />}
      <PageNav pager={pager} page={query.data} label={caption} />
    </Stack>
  );
}
