/** The player's fund requests: the Fund History table and the Transaction History table (spec's columns). */
import { DataTable } from '../../components/data-table.tsx';
import { useApi } from '../../api/client.ts';
import { ShowOlder, useListPages } from '../../components/older-pages.tsx';
import { Empty } from '../../components/query-states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import { type FundRequest, fundRequestPages } from './queries.ts';

const messages = i18n('fundTables', {
  noData: 'No Data Found Here',
  fundsWillShow: 'Your fund requests will show here.',
  depositsWillShow: 'Your deposits will show here.',
  fundRequests: 'Fund requests',
  transactionHistory: 'Transaction History',
  date: 'Date',
  amount: 'Amount',
  transactionId: 'Transaction Id',
  transactionID: 'Transaction ID',
  description: 'Description',
  status: 'Status',
  remark: 'Remark',
  userName: 'User Name',
  userNumber: 'User Number',
  receiverUpi: 'Receiver UPI ID',
  transactionStatus: 'Transaction Status',
  pointsAdded: 'Points added to wallet',
  rejected: 'Rejected',
  waiting: 'Waiting for approval',
  older: 'Show older requests',
  loadingOlder: 'Loading older requests',
});

/** The player's fund requests in one of the tables below, with a button for the older ones while there are more. */
export function FundRequestPages({ table: Table }: { table: typeof FundHistoryTable }) {
  const t = useMessages(messages);
  const { rows, pages } = useListPages(fundRequestPages(useApi()));
  return (
    <>
      <Table requests={rows} />
      <ShowOlder pages={pages} label={t.older} loadingLabel={t.loadingOlder} />
    </>
  );
}

export function FundHistoryTable({ requests }: { requests: FundRequest[] }) {
  const t = useMessages(messages);
  if (requests.length === 0) return <Empty text={t.noData} description={t.fundsWillShow} />;
  return (
    <DataTable
      caption={t.fundRequests}
      rows={requests}
      rowKey={(row) => row.request_id}
      columns={[
        { header: t.date, cell: (row) => formatDateTime(row.insert_date) },
        { header: t.amount, cell: (row) => formatPoints(row.request_amount), numeric: true },
        { header: t.transactionId, cell: (row) => row.request_number },
        { header: t.description, cell: (row) => row.request_description, wrap: true },
        { header: t.status, cell: (row) => <StatusBadge status={row.request_status} /> },
        { header: t.remark, cell: (row) => row.remark || '-', wrap: true },
      ]}
    />
  );
}

export function TransactionHistoryTable({ requests }: { requests: FundRequest[] }) {
  const t = useMessages(messages);
  const outcome = (row: FundRequest): string => {
    if (row.request_status === 'approved') return row.remark || t.pointsAdded;
    if (row.request_status === 'rejected') return row.remark || t.rejected;
    return t.waiting;
  };
  if (requests.length === 0) return <Empty text={t.noData} description={t.depositsWillShow} />;
  return (
    <DataTable
      caption={t.transactionHistory}
      rows={requests}
      rowKey={(row) => row.request_id}
      columns={[
        { header: t.transactionID, cell: (row) => row.request_number },
        { header: t.amount, cell: (row) => formatPoints(row.request_amount), numeric: true },
        { header: t.userName, cell: (row) => row.user_name },
        { header: t.userNumber, cell: (row) => row.mobile },
        { header: t.receiverUpi, cell: (row) => row.receiver_upi_id || '-' },
        { header: t.transactionStatus, cell: (row) => <StatusBadge status={row.request_status} /> },
        { header: t.status, cell: outcome },
        { header: t.date, cell: (row) => formatDateTime(row.insert_date) },
      ]}
    />
  );
}
