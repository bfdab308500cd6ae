import { createFileRoute } from '@tanstack/react-router';
import { BidScreen, bidDateLoader } from '../../features/bidding/bid-screens.tsx';
import { pannaGroups } from '../../features/bidding/grids.ts';

const GROUPS = pannaGroups('SP');

export const Route = createFileRoute('/_auth/single_patti')({
  loader: bidDateLoader('daily'),
  component: () => <BidScreen family="daily" title="singlePana" label="Single Pana" gridLabel="pannasByAnk" groups={GROUPS} columns={3} />,
});
