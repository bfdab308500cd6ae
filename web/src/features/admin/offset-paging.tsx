/** Offset paging for lists that report their `total`: pages of PAGE_SIZE, "x–y of total", Previous and Next. */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Empty, ErrorState, Loading } from '../../components/query-states.tsx';
import { PAGE_SIZE } from './paging.tsx';

export function useOffsetPager(resetKey: string) {
  const [state, setState] = useState({ key: resetKey, offset: 0 });
  const offset = state.key === resetKey ? state.offset : 0;
  return { offset, go: (next: number) => setState({ key: resetKey, offset: Math.max(0, next) }) };
}

export type OffsetPager = ReturnType<typeof useOffsetPager>;

export function offsetQuery(offset: number): { limit: string; offset: string } {
  return { limit: String(PAGE_SIZE), offset: String(offset) };
}

export interface OffsetPage<Row> {
  items: Row[];
  total: number;
  limit: number;
  offset: number;
}

function OffsetNav({ pager, page, label }: { pager: OffsetPager; page: OffsetPage<unknown>; label: string }) {
  if (page.total <= page.limit && page.offset === 0) return null;
  const last = Math.min(page.offset + page.items.length, page.total);
  return (
    <HStack as="nav" aria-label={`${label} pages`} justify="space-between" mt="3">
      <Button size="sm" variant="outline" disabled={page.offset === 0} onClick={() => pager.go(page.offset - page.limit)}>
        Previous page
      </Button>
      <Text aria-live="polite" fontSize="sm" color="fg.muted">
        {page.offset + 1}–{last} of {page.total}
      </Text>
      <Button size="sm" variant="outline" disabled={last >= page.total} onClick={() => pager.go(page.offset + page.limit)}>
        Next page
      </Button>
    </HStack>
  );
}

interface OffsetTableProps<Row> {
  caption: string;
  query: UseQueryResult<OffsetPage<Row>>;
  pager: OffsetPager;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
}

export function OffsetTable<Row>({ caption, query, pager, columns, rowKey, empty }: OffsetTableProps<Row>) {
  if (query.isPending) return <Loading label={`Loading ${caption.toLowerCase()}`} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="2">
      {query.data.items.length === 0 ? <Empty text={empty} /> : <DataTable caption={caption} columns={columns} rows={query.data.items} rowKey={rowKey} />}
      <OffsetNav pager={pager} page={query.data} label={caption} />
    </Stack>
  );
}
