/** A market's result history: every day with bids or a result, newest first, paged on the server. */
import { Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { call, type Schemas, useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { formatDay, formatPoints } from '../../../lib/format.ts';
import { PagedTable, pageQuery, usePager } from '../paging.tsx';
import { DayStatus } from './day-status.tsx';

type HistoryRow = Schemas['ResultHistoryPage']['items'][number];

/** The day's state; a corrected day also says how many times its results were corrected. */
function State({ row, starline }: { row: HistoryRow; starline: boolean }) {
  // Each correction raises the settlement version once past the first declaration's 1, and so does a cancellation.
  const corrections = row.settle_version - 1 - (row.status === 'cancelled' ? 1 : 0);
  return (
    <Stack gap="1" align="flex-start">
      <DayStatus day={row} starline={starline} />
      {corrections > 0 && <Text textStyle="xs">{corrections === 1 ? 'Corrected once' : `Corrected ${corrections} times`}</Text>}
    </Stack>
  );
}

const columnsFor = (starline: boolean): Column<HistoryRow>[] => [
  {
    header: 'Day',
    cell: (row) => (
      <Link asChild color="brand.fg">
        <RouterLink to="/admin/results" search={{ market: row.market_id, date: row.date }}>
          {formatDay(row.date)}
        </RouterLink>
      </Link>
    ),
  },
  // A Starline slot has one result.
  ...(starline
    ? [{ header: 'Result', cell: (row: HistoryRow) => row.open_result || '—' }]
    : [
        { header: 'Open', cell: (row: HistoryRow) => row.open_result || '—' },
        { header: 'Close', cell: (row: HistoryRow) => row.close_result || '—' },
      ]),
  { header: 'State', cell: (row) => <State row={row} starline={starline} /> },
  { header: 'Stakes', numeric: true, cell: (row) => formatPoints(row.stakes) },
  { header: 'Payouts', numeric: true, cell: (row) => formatPoints(row.payouts) },
];

export function ResultHistory({ marketId, starline }: { marketId: string; starline: boolean }) {
  const api = useApi();
  const pager = usePager(marketId);
  const query = useQuery({
    queryKey: ['/admin', 'result-history', marketId, pager.offset],
    placeholderData: keepPreviousData,
    queryFn: () => call(api.GET('/admin/markets/{market_id}/results', { params: { path: { market_id: marketId }, query: pageQuery(pager.offset) } })),
  });
  return <PagedTable caption="Result history" query={query} pager={pager} columns={columnsFor(starline)} rowKey={(row) => row.date} empty="No results yet." />;
}
