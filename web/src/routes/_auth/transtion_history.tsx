import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page } from '../../components/page.tsx';
import { TransactionHistoryTable } from '../../features/funds/fund-tables.tsx';
import { fundHistoryQueryOptions } from '../../features/funds/queries.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_transtion_history', {
  transactionHistory: 'Transaction History',
});

export const Route = createFileRoute('/_auth/transtion_history')({
  loader: ({ context }) => context.queryClient.ensureQueryData(fundHistoryQueryOptions(context.api)),
  component: TransactionHistoryPage,
});

function TransactionHistoryPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data: requests } = useSuspenseQuery(fundHistoryQueryOptions(api));
  return (
    <Page title={t.transactionHistory} wide>
      <TransactionHistoryTable requests={requests} />
    </Page>
  );
}
