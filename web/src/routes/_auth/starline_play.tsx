import { createFileRoute } from '@tanstack/react-router';
import { BidScreen, bidDateLoader } from '../../features/bidding/bid-screens.tsx';
import { DIGITS } from '../../features/bidding/grids.ts';

export const Route = createFileRoute('/_auth/starline_play')({
  loader: bidDateLoader('starline'),
  component: () => <BidScreen family="starline" title="Starline Single Digit" label="Single Ank" gridLabel="Digits" groups={DIGITS} />,
});
