import { createFileRoute } from '@tanstack/react-router';
import { BidScreen, bidDateLoader } from '../../features/bidding/bid-screens.tsx';
import { TRIPLES } from '../../features/bidding/grids.ts';

export const Route = createFileRoute('/_auth/triple_patti')({
  loader: bidDateLoader('daily'),
  component: () => <BidScreen family="daily" title="triplePana" label="Triple Pana" gridLabel="pannas" groups={TRIPLES} columns={3} />,
});
