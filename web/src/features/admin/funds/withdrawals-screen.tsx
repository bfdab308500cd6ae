/** Withdrawals: pending first with the bank details to pay; mark paid (the held points leave) or reject (returned). */
import { Link, Stack, Text } from '@chakra-ui/react';
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
import { type StatusFilter, useDecideWithdrawal, type Withdrawal, withdrawalsOptions } from './queries.ts';
import { RequestStatus } from './request-status.tsx';

function BankDetails({ row }: { row: Withdrawal }) {
  const bank = row.bank;
  return (
    <Stack gap="0" fontSize="sm">
      <Text>{row.payment_method}</Text>
      {bank && (
        <>
          <Text>{bank.ac_holder_name}</Text>
          <Text fontFamily="mono">
            {bank.ac_number} · {bank.ifsc_code}
          </Text>
          <Text color="fg.muted">
            {bank.bank_name} {bank.branch_address}
          </Text>
        </>
      )}
    </Stack>
  );
}

export function WithdrawalsScreen({ status, onStatus }: { status: StatusFilter; onStatus: (status: StatusFilter) => void }) {
  const api = useApi();
  const pager = useCursorPager(status);
  const query = useQuery(withdrawalsOptions(api, status, pager.before));
  const decide = useDecideWithdrawal();
  const columns: Column<Withdrawal>[] = [
    { header: 'Requested', cell: (row) => formatDateTime(row.created_at) },
    { header: 'Number', cell: (row) => row.request_number },
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
    { header: 'Pay to', cell: (row) => <BankDetails row={row} /> },
    { header: 'Status', cell: (row) => <RequestStatus status={row.status} remark={row.remark} decidedAt={row.decided_at} /> },
    {
      header: 'Action',
      cell: (row) =>
        row.status === 'pending' ? (
          <DecisionButtons
            id={row.id}
            what={`withdrawal ${row.request_number}`}
            approveLabel="Mark paid"
            approveText={`Confirm you have paid ${formatPoints(row.amount)} to ${row.user_name}. The held points leave the wallet for good.`}
            rejectText={`${formatPoints(row.amount)} points return to ${row.user_name}'s wallet. The player sees your reason.`}
            decide={decide}
          />
        ) : (
          '—'
        ),
    },
  ];
  return (
    <ConsolePage
      title="Withdrawals"
      actions={<ExportButton table="withdrawals" query={{ status: status === 'all' ? undefined : status }} />}
      subtitle="Pay the player first, then mark the withdrawal paid with the payment reference."
    >
      <FilterButtons label="Show withdrawals" value={status} options={REQUEST_STATUSES} onChange={onStatus} />
      <PagedTable caption="Withdrawals" query={query} pager={pager} columns={columns} rowKey={(row) => row.id} empty="No withdrawals here." />
    </ConsolePage>
  );
}
