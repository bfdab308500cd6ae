import { createFileRoute } from '@tanstack/react-router';
import { BidScreen, bidDateLoader } from '../../features/bidding/bid-screens.tsx';
import { pannaGroups } from '../../features/bidding/grids.ts';

const GROUPS = pannaGroups('DP');

export const Route = createFileRoute('/_auth/starLine_double_patti')({
  loader: bidDateLoader('starline'),
  component: () => <BidScreen family="starline" title="doublePana" label="Double Pana" gridLabel="pannasByAnk" groups={GROUPS} columns={3} />,
});
