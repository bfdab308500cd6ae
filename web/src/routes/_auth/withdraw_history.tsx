import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';
import { withdrawalPages } from '../../features/withdrawals/queries.ts';
import { ensureListPages } from '../../components/older-pages.tsx';
import { WithdrawHistoryPages } from '../../features/withdrawals/withdraw-history-table.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_withdraw_history', {
  withdrawHistory: 'Withdraw History',
});

export const Route = createFileRoute('/_auth/withdraw_history')({
  loader: ({ context }) => ensureListPages(context.queryClient, withdrawalPages(context.api)),
  component: WithdrawHistoryPage,
});

function WithdrawHistoryPage() {
  const t = useMessages(messages);
  return (
    <Page title={t.withdrawHistory} wide>
      <WithdrawHistoryPages />
    </Page>
  );
}
