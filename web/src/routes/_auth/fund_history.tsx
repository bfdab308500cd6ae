import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/fund_history')({
  component: FundHistoryPage,
});

function FundHistoryPage() {
  return <Page title="Funds">{null}</Page>;
}
