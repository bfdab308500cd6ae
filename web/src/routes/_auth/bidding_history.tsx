import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/bidding_history')({
  component: BiddingHistoryPage,
});

function BiddingHistoryPage() {
  return <Page title="Bidding History">{null}</Page>;
}
