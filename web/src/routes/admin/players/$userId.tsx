import { createFileRoute } from '@tanstack/react-router';
import { PlayerScreen } from '../../../features/admin/players/player-screen.tsx';

export const Route = createFileRoute('/admin/players/$userId')({
  component: Player,
});

function Player() {
  const { userId } = Route.useParams();
  return <PlayerScreen key={userId} userId={userId} />;
}
