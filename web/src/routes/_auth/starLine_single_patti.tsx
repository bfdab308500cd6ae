import { createFileRoute } from '@tanstack/react-router';
import { BidScreen, bidDateLoader } from '../../features/bidding/bid-screens.tsx';
import { pannaGroups } from '../../features/bidding/grids.ts';

const GROUPS = pannaGroups('SP');

export const Route = createFileRoute('/_auth/starLine_single_patti')({
  loader: bidDateLoader('starline'),
  component: () => <BidScreen family="starline" title="singlePana" label="Single Pana" gridLabel="pannasByAnk" groups={GROUPS} columns={3} />,
});
