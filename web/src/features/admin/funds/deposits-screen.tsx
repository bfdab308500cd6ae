/**
 * Deposits: pending first, with the receipt inline (opens zoomable), amount, transaction id and player; approve
 * (credited once) or reject with a reason. A transaction id seen twice on the page is flagged.
 */
import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { formatDateTime, formatPoints } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { ExportButton } from '../reports/export-button.tsx';
import { PagedTable } from '../paged-table.tsx';
import { useCursorPager } from '../paging.tsx';
import { FilterButtons, REQUEST_STATUSES } from '../status-filter.tsx';
import { DecisionButtons } from './decision-buttons.tsx';
import { type FundRequest, fundRequestsOptions, type StatusFilter, useDecideFundRequest } from './queries.ts';
import { ReceiptViewer } from './receipt-viewer.tsx';
import { RequestStatus } from './request-status.tsx';

const normalise = (id: string) => id.trim().toLowerCase();

export function DepositsScreen({ status, onStatus }: { status: StatusFilter; onStatus: (status: StatusFilter) => void }) {
  const api = useApi();
  const pager = useCursorPager(status);
  const query = useQuery(fundRequestsOptions(api, status, pager.before));
  const decide = useDecideFundRequest();
  const counts = new Map<string, number>();
  for (const row of query.data?.items ?? []) counts.set(normalise(row.transaction_id), (counts.get(normalise(row.transaction_id)) ?? 0) + 1);
  const columns: Column<FundRequest>[] = [
    { header: 'Requested', cell: (row) => formatDateTime(row.created_at) },
    {
      header: 'Player',
      cell: (row) => (
        <Stack gap="0">
          <Link asChild color="brand.fg">
            <RouterLink to="/admin/players/$userId" params={{ userId: row.user_id }}>
              {row.user_name}
            </RouterLink>
          </Link>
          <Text fontSize="xs">{row.mobile}</Text>
        </Stack>
      ),
    },
    { header: 'Amount', numeric: true, cell: (row) => formatPoints(row.amount) },
    {
      header: 'Transaction id',
      cell: (row) => (
        <Stack gap="0">
          <Text fontFamily="mono">{row.transaction_id}</Text>
          {(row.duplicate_transaction || (counts.get(normalise(row.transaction_id)) ?? 0) > 1) && <Badge colorPalette="red">Duplicate transaction id</Badge>}
        </Stack>
      ),
    },
    { header: 'Description', cell: (row) => row.description },
    { header: 'Receipt', cell: (row) => <ReceiptViewer url={row.receipt_url} requestId={row.id} /> },
    { header: 'Status', cell: (row) => <RequestStatus status={row.status} remark={row.remark} decidedAt={row.decided_at} /> },
    {
      header: 'Action',
      cell: (row) =>
        row.status === 'pending' ? (
          <DecisionButtons
            id={row.id}
            what={`deposit ${row.id}`}
            approveLabel="Approve"
            approveText={`Credit ${formatPoints(row.amount)} points to ${row.user_name} (${row.mobile}) for transaction ${row.transaction_id}.`}
            rejectText={`Nothing is credited to ${row.user_name}. The player sees your reason.`}
            decide={decide}
          />
        ) : (
          '—'
        ),
    },
  ];
  return (
    <ConsolePage
      title="Deposits"
      actions={<ExportButton table="fund-requests" query={{ status: status === 'all' ? undefined : status }} />}
      subtitle="Check each receipt against your payment statement before approving."
    >
      <FilterButtons label="Show deposits" value={status} options={REQUEST_STATUSES} onChange={onStatus} />
      <PagedTable caption="Deposits" query={query} pager={pager} columns={columns} rowKey={(row) => row.id} empty="No deposits here." />
    </ConsolePage>
  );
}
