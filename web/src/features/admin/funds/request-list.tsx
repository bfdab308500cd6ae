/**
 * What the deposits and withdrawals screens share: the player cell, the status filter, the CSV export of the rows
 * shown and the server-paged table; each screen brings its own columns.
 */
import { Link, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import type { Column } from '../../../components/data-table.tsx';
import { formatDateTime, formatPoints } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { type Page, PagedTable, type Pager } from '../paging.tsx';
import { type ExportTable, ExportButton } from '../reports/export-button.tsx';
import { FilterButtons, REQUEST_STATUSES } from '../status-filter.tsx';
import type { StatusFilter } from './queries.ts';
import { type ApprovedWord, RequestStatus } from './request-status.tsx';

interface RequestRow {
  id: string;
  user_id: string;
  user_name: string;
  mobile: string;
  amount: number;
  status: 'pending' | 'approved' | 'rejected';
  remark: string;
  created_at: string;
  decided_at: string | null;
}

export function PlayerCell({ row }: { row: RequestRow }) {
  return (
    <Stack gap="0">
      <Link asChild color="brand.fg">
        <RouterLink to="/admin/players/$userId" params={{ userId: row.user_id }}>
          {row.user_name}
        </RouterLink>
      </Link>
      <Text fontSize="xs">{row.mobile}</Text>
    </Stack>
  );
}

/** The columns every request list has, around the ones of its kind (`middle`), with the action last. */
export function requestColumns<Row extends RequestRow>(
  middle: Column<Row>[],
  action?: Column<Row>,
  withPlayer = true,
  approved: ApprovedWord = 'Approved',
): Column<Row>[] {
  return [
    { header: 'Requested', cell: (row) => formatDateTime(row.created_at) },
    ...(withPlayer ? [{ header: 'Player', cell: (row: Row) => <PlayerCell row={row} /> }] : []),
    { header: 'Amount', numeric: true, cell: (row) => formatPoints(row.amount) },
    ...middle,
    { header: 'Status', cell: (row) => <RequestStatus status={row.status} remark={row.remark} decidedAt={row.decided_at} approved={approved} /> },
    ...(action ? [action] : []),
  ];
}

interface RequestsScreenProps<Row extends RequestRow> {
  title: 'Deposits' | 'Withdrawals';
  subtitle: string;
  exportTable: ExportTable;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  query: UseQueryResult<Page<Row>>;
  pager: Pager;
  columns: Column<Row>[];
}

export function RequestsScreen<Row extends RequestRow>({ title, subtitle, exportTable, status, onStatus, query, pager, columns }: RequestsScreenProps<Row>) {
  return (
    <ConsolePage title={title} subtitle={subtitle} actions={<ExportButton table={exportTable} query={{ status: status === 'all' ? undefined : status }} />}>
      <FilterButtons
        label={`Show ${title.toLowerCase()}`}
        value={status}
        options={title === 'Withdrawals' ? REQUEST_STATUSES.map((o) => (o.value === 'approved' ? { ...o, label: 'Paid' } : o)) : REQUEST_STATUSES}
        onChange={onStatus}
      />
      <PagedTable caption={title} query={query} pager={pager} columns={columns} rowKey={(row) => row.id} empty={`No ${title.toLowerCase()} here.`} />
    </ConsolePage>
  );
}
