/** The player's withdrawal requests (Request Amount, Request Number, status, date). */
import { DataTable } from '../../components/data-table.tsx';
import { useApi } from '../../api/client.ts';
import { ShowOlder, useListPages } from '../../components/older-pages.tsx';
import { Empty } from '../../components/query-states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import { type Withdrawal, withdrawalPages } from './queries.ts';

const messages = i18n('withdrawHistory', {
  noData: 'No Data Found Here',
  willShow: 'Your withdrawal requests will show here.',
  caption: 'Withdraw History',
  requestAmount: 'Request Amount',
  requestNumber: 'Request Number',
  status: 'Status',
  remark: 'Remark',
  date: 'Date',
  older: 'Show older requests',
  loadingOlder: 'Loading older requests',
});

/** The player's withdrawal requests, with a button for the older ones while there are more. */
export function WithdrawHistoryPages() {
  const t = useMessages(messages);
  const { rows, pages } = useListPages(withdrawalPages(useApi()));
  return (
    <>
      <WithdrawHistoryTable withdrawals={rows} />
      <ShowOlder pages={pages} label={t.older} loadingLabel={t.loadingOlder} />
    </>
  );
}

export function WithdrawHistoryTable({ withdrawals }: { withdrawals: Withdrawal[] }) {
  const t = useMessages(messages);
  if (withdrawals.length === 0) return <Empty text={t.noData} description={t.willShow} />;
  return (
    <DataTable
      caption={t.caption}
      rows={withdrawals}
      rowKey={(row) => row.request_id}
      columns={[
        { header: t.requestAmount, cell: (row) => formatPoints(row.request_amount), numeric: true },
        { header: t.requestNumber, cell: (row) => row.request_number },
        { header: t.status, cell: (row) => <StatusBadge status={row.request_status} /> },
        { header: t.remark, cell: (row) => row.remark || '-', wrap: true },
        { header: t.date, cell: (row) => formatDateTime(row.insert_date) },
      ]}
    />
  );
}
