import { createFileRoute } from '@tanstack/react-router';
import { BidScreen, bidDateLoader } from '../../features/bidding/bid-screens.tsx';
import { JODIS } from '../../features/bidding/grids.ts';

export const Route = createFileRoute('/_auth/jodi')({
  loader: bidDateLoader('daily'),
  component: () => <BidScreen family="daily" title="jodi" label="Jodi" gridLabel="jodiGrid" groups={JODIS} columns={4} />,
});
