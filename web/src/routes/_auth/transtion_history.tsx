import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';
import { FundRequestPages, TransactionHistoryTable } from '../../features/funds/fund-tables.tsx';
import { fundRequestPages } from '../../features/funds/queries.ts';
import { ensureListPages } from '../../components/older-pages.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_transtion_history', {
  transactionHistory: 'Transaction History',
});

export const Route = createFileRoute('/_auth/transtion_history')({
  loader: ({ context }) => ensureListPages(context.queryClient, fundRequestPages(context.api)),
  component: TransactionHistoryPage,
});

function TransactionHistoryPage() {
  const t = useMessages(messages);
  return (
    <Page title={t.transactionHistory} wide>
      <FundRequestPages table={TransactionHistoryTable} />
    </Page>
  );
}
