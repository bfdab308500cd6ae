/** The player's withdrawal requests (Request Amount, Request Number, status, date). */
import { DataTable } from '../../components/data-table.tsx';
import { Empty } from '../../components/query-states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import type { Withdrawal } from './queries.ts';

export function WithdrawHistoryTable({ withdrawals }: { withdrawals: Withdrawal[] }) {
  if (withdrawals.length === 0) return <Empty text="No Data Found Here" description="Your withdrawal requests will show here." />;
  return (
    <DataTable
      caption="Withdraw History"
      rows={withdrawals}
      rowKey={(row) => row.request_number}
      columns={[
        { header: 'Request Amount', cell: (row) => formatPoints(row.request_amount), numeric: true },
        { header: 'Request Number', cell: (row) => row.request_number },
        { header: 'Status', cell: (row) => <StatusBadge status={row.request_status} /> },
        { header: 'Remark', cell: (row) => row.remark || '-' },
        { header: 'Date', cell: (row) => formatDateTime(row.insert_date) },
      ]}
    />
  );
}
