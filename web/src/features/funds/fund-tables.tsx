/** The player's fund requests: the Fund History table and the Transaction History table (spec's columns). */
import { DataTable } from '../../components/data-table.tsx';
import { Empty } from '../../components/query-states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import type { FundRequest } from './queries.ts';

export const NO_DATA = 'No Data Found Here';

export function FundHistoryTable({ requests }: { requests: FundRequest[] }) {
  if (requests.length === 0) return <Empty text={NO_DATA} description="Your fund requests will show here." />;
  return (
    <DataTable
      caption="Fund requests"
      rows={requests}
      rowKey={(row) => row.request_id}
      columns={[
        { header: 'Date', cell: (row) => formatDateTime(row.insert_date) },
        { header: 'Amount', cell: (row) => formatPoints(row.request_amount), numeric: true },
        { header: 'Transaction Id', cell: (row) => row.request_number },
        { header: 'Description', cell: (row) => row.request_description },
        { header: 'Status', cell: (row) => <StatusBadge status={row.request_status} /> },
        { header: 'Remark', cell: (row) => row.remark || '-' },
      ]}
    />
  );
}

function outcome(row: FundRequest): string {
  if (row.request_status === 'approved') return row.remark || 'Points added to wallet';
  if (row.request_status === 'rejected') return row.remark || 'Rejected';
  return 'Waiting for approval';
}

export function TransactionHistoryTable({ requests }: { requests: FundRequest[] }) {
  if (requests.length === 0) return <Empty text={NO_DATA} description="Your deposits will show here." />;
  return (
    <DataTable
      caption="Transaction History"
      rows={requests}
      rowKey={(row) => row.request_id}
      columns={[
        { header: 'Transaction ID', cell: (row) => row.request_number },
        { header: 'Amount', cell: (row) => formatPoints(row.request_amount), numeric: true },
        { header: 'User Name', cell: (row) => row.user_name },
        { header: 'User Number', cell: (row) => row.mobile },
        { header: 'Receiver UPI ID', cell: (row) => row.receiver_upi_id || '-' },
        { header: 'Transaction Status', cell: (row) => <StatusBadge status={row.request_status} /> },
        { header: 'Status', cell: outcome },
        { header: 'Date', cell: (row) => formatDateTime(row.insert_date) },
      ]}
    />
  );
}
