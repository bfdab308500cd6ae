import { createFileRoute } from '@tanstack/react-router';
import { BidScreen, bidDateLoader } from '../../features/bidding/bid-screens.tsx';
import { DIGITS } from '../../features/bidding/grids.ts';

export const Route = createFileRoute('/_auth/single')({
  loader: bidDateLoader('daily'),
  component: () => <BidScreen family="daily" title="Single Digit" label="Single Ank" gridLabel="Digits" groups={DIGITS} />,
});
