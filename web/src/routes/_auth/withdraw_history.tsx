import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/withdraw_history')({
  component: WithdrawHistoryPage,
});

function WithdrawHistoryPage() {
  return <Page title="Withdraw History">{null}</Page>;
}
