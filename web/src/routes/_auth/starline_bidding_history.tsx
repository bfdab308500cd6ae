import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/starline_bidding_history')({
  component: StarlineBiddingHistoryPage,
});

function StarlineBiddingHistoryPage() {
  return <Page title="Starline Bidding History">{null}</Page>;
}
