import { createFileRoute } from '@tanstack/react-router';
import { BidScreen, bidDateLoader } from '../../features/bidding/bid-screens.tsx';
import { pannaGroups } from '../../features/bidding/grids.ts';

const GROUPS = pannaGroups('DP');

export const Route = createFileRoute('/_auth/double_patti')({
  loader: bidDateLoader('daily'),
  component: () => <BidScreen family="daily" title="doublePana" label="Double Patti" gridLabel="pannasByAnk" groups={GROUPS} />,
});
