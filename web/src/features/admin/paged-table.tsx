/** A server-paged table with its loading, error and empty states and its pager. */
import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Empty, ErrorState, Loading } from '../../components/query-states.tsx';
import { type CursorPager, Pager } from './paging.tsx';

export interface Page<Row> {
  items: Row[];
  next_before: string | null;
}

interface PagedTableProps<Row> {
  caption: string;
  query: UseQueryResult<Page<Row>>;
  pager: CursorPager;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
}

export function PagedTable<Row>({ caption, query, pager, columns, rowKey, empty }: PagedTableProps<Row>) {
  if (query.isPending) return <Loading label={`Loading ${caption.toLowerCase()}`} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="2">
      {query.data.items.length === 0 ? <Empty text={empty} /> : <DataTable caption={caption} columns={columns} rows={query.data.items} rowKey={rowKey} />}
      <Pager pager={pager} nextBefore={query.data.next_before} label={caption} />
    </Stack>
  );
}
