import { createFileRoute } from '@tanstack/react-router';
import { BidScreen, bidDateLoader } from '../../features/bidding/bid-screens.tsx';
import { DIGITS } from '../../features/bidding/grids.ts';

export const Route = createFileRoute('/_auth/starline_play')({
  loader: bidDateLoader('starline'),
  component: () => <BidScreen family="starline" title="single" label="Single Ank" gridLabel="digits" groups={DIGITS} columns={5} />,
});
