import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page } from '../../components/page.tsx';
import { withdrawInfoQueryOptions } from '../../features/withdrawals/queries.ts';
import { WithdrawHistoryTable } from '../../features/withdrawals/withdraw-history-table.tsx';

export const Route = createFileRoute('/_auth/withdraw_history')({
  loader: ({ context }) => context.queryClient.ensureQueryData(withdrawInfoQueryOptions(context.api)),
  component: WithdrawHistoryPage,
});

function WithdrawHistoryPage() {
  const api = useApi();
  const { data: info } = useSuspenseQuery(withdrawInfoQueryOptions(api));
  return (
    <Page title="Withdraw History" wide>
      <WithdrawHistoryTable withdrawals={info.withdrawdata} />
    </Page>
  );
}
