import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page } from '../../components/page.tsx';
import { withdrawInfoQueryOptions } from '../../features/withdrawals/queries.ts';
import { WithdrawHistoryTable } from '../../features/withdrawals/withdraw-history-table.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_withdraw_history', {
  withdrawHistory: 'Withdraw History',
});

export const Route = createFileRoute('/_auth/withdraw_history')({
  loader: ({ context }) => context.queryClient.ensureQueryData(withdrawInfoQueryOptions(context.api)),
  component: WithdrawHistoryPage,
});

function WithdrawHistoryPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data: info } = useSuspenseQuery(withdrawInfoQueryOptions(api));
  return (
    <Page title={t.withdrawHistory} wide>
      <WithdrawHistoryTable withdrawals={info.withdrawdata} />
    </Page>
  );
}
