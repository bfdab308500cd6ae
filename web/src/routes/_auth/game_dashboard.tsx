import { createFileRoute } from '@tanstack/react-router';
import { gameDashboardLoader, GameDashboardScreen } from '../../features/bidding/dashboards.tsx';

export const Route = createFileRoute('/_auth/game_dashboard')({
  loader: gameDashboardLoader,
  component: GameDashboardScreen,
});
