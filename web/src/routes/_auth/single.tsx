import { createFileRoute } from '@tanstack/react-router';
import { BidScreen, bidDateLoader } from '../../features/bidding/bid-screens.tsx';
import { DIGITS } from '../../features/bidding/grids.ts';

export const Route = createFileRoute('/_auth/single')({
  loader: bidDateLoader('daily'),
  component: () => <BidScreen family="daily" title="single" label="Single Ank" gridLabel="digits" groups={DIGITS} columns={5} />,
});
