import { createFileRoute } from '@tanstack/react-router';
import { bidDateLoader, StarlineDashboardScreen } from '../../features/bidding/bid-screens.tsx';

export const Route = createFileRoute('/_auth/starLine_game_dashBoard')({
  loader: bidDateLoader('starline'),
  component: StarlineDashboardScreen,
});
