/** A player's bids, newest first, paged on the server. */
import { Badge } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type Schemas, useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { formatDay, formatPoints } from '../../../lib/format.ts';
import { PagedTable, pageQuery, usePager } from '../paging.tsx';

type Bid = Schemas['AdminBidPage']['items'][number];
const PALETTE: Record<string, string> = { won: 'green', lost: 'gray', pending: 'orange', refunded: 'blue' };

const columns: Column<Bid>[] = [
  { header: 'Day', cell: (row) => formatDay(row.market_date) },
  { header: 'Market', cell: (row) => row.market_name },
  { header: 'Game', cell: (row) => `${row.label}${row.session ? ` (${row.session})` : ''}` },
  { header: 'Number', cell: (row) => (row.closedigits ? `${row.digits}-${row.closedigits}` : row.digits) },
  { header: 'Points', numeric: true, cell: (row) => formatPoints(row.points) },
  { header: 'Status', cell: (row) => <Badge colorPalette={PALETTE[row.status] ?? 'gray'}>{row.status}</Badge> },
  { header: 'Won', numeric: true, cell: (row) => formatPoints(row.win_amount) },
];

export function PlayerBids({ userId }: { userId: string }) {
  const api = useApi();
  const pager = usePager(userId);
  const query = useQuery({
    queryKey: ['/admin', 'bids', userId, pager.offset],
    placeholderData: keepPreviousData,
    queryFn: () => call(api.GET('/admin/bids', { params: { query: { user_id: userId, ...pageQuery(pager.offset) } } })),
  });
  return <PagedTable caption="Bids" query={query} pager={pager} columns={columns} rowKey={(row) => row.id} empty="No bids yet." />;
}
