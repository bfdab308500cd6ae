/**
 * Deposits: pending first, with the receipt inline (opens zoomable), amount, transaction id and player; approve
 * (credited once) or reject with a reason. A transaction id used by another deposit, or seen twice on the page, is
 * flagged.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { usePager } from '../paging.tsx';
import { DecisionButtons } from './decision-buttons.tsx';
import { type FundRequest, fundRequestsOptions, type StatusFilter, useDecideFundRequest } from './queries.ts';
import { ReceiptViewer } from './receipt-viewer.tsx';
import { RequestsScreen, requestColumns } from './request-list.tsx';

const normalise = (id: string) => id.trim().toLowerCase();

/** The columns a deposit has besides the common ones; `seen` counts transaction ids on the page shown. */
export function depositColumns(seen: Map<string, number>): Column<FundRequest>[] {
  return [
    {
      header: 'Transaction id',
      cell: (row) => (
        <Stack gap="0">
          <Text fontFamily="mono">{row.transaction_id}</Text>
          {(row.duplicate_transaction || (seen.get(normalise(row.transaction_id)) ?? 0) > 1) && <Badge colorPalette="red">Duplicate transaction id</Badge>}
        </Stack>
      ),
    },
    { header: 'Description', cell: (row) => row.description, wrap: true },
    { header: 'Receipt', cell: (row) => <ReceiptViewer url={row.receipt_url} requestId={row.id} /> },
  ];
}

export function countTransactions(rows: FundRequest[] | undefined): Map<string, number> {
  const seen = new Map<string, number>();
  for (const row of rows ?? []) seen.set(normalise(row.transaction_id), (seen.get(normalise(row.transaction_id)) ?? 0) + 1);
  return seen;
}

export function DepositsScreen({ status, onStatus }: { status: StatusFilter; onStatus: (status: StatusFilter) => void }) {
  const api = useApi();
  const pager = usePager(status);
  const query = useQuery(fundRequestsOptions(api, { status }, pager.offset));
  const decide = useDecideFundRequest();
  const columns = requestColumns(depositColumns(countTransactions(query.data?.items)), {
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
  });
  return (
    <RequestsScreen
      title="Deposits"
      subtitle="Check each receipt against your payment statement before approving."
      exportTable="fund-requests"
      status={status}
      onStatus={onStatus}
      query={query}
      pager={pager}
      columns={columns}
    />
  );
}
