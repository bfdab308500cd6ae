import { createFileRoute } from '@tanstack/react-router';
import { PlayersScreen } from '../../../features/admin/players/players-screen.tsx';

export const Route = createFileRoute('/admin/players/')({
  component: PlayersScreen,
});
