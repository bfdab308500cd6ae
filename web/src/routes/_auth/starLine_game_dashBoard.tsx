import { createFileRoute } from '@tanstack/react-router';
import { bidDateLoader } from '../../features/bidding/bid-screens.tsx';
import { StarlineDashboardScreen } from '../../features/bidding/dashboards.tsx';

export const Route = createFileRoute('/_auth/starLine_game_dashBoard')({
  loader: bidDateLoader('starline'),
  component: StarlineDashboardScreen,
});
