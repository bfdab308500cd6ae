import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/withdraw')({
  component: WithdrawPage,
});

function WithdrawPage() {
  return <Page title="Withdraw Fund">{null}</Page>;
}
