import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/transtion_history')({
  component: TranstionHistoryPage,
});

function TranstionHistoryPage() {
  return <Page title="Transaction History">{null}</Page>;
}
