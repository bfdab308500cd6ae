import { createFileRoute } from '@tanstack/react-router';
import { gameDashboardLoader, GameDashboardScreen } from '../../features/bidding/bid-screens.tsx';

export const Route = createFileRoute('/_auth/game_dashboard')({
  loader: gameDashboardLoader,
  component: GameDashboardScreen,
});
