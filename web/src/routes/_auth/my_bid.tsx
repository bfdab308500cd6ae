import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/my_bid')({
  component: MyBidPage,
});

function MyBidPage() {
  return <Page title="My Bid">{null}</Page>;
}
