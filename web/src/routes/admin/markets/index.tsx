import { createFileRoute } from '@tanstack/react-router';
import { MarketsScreen } from '../../../features/admin/markets/markets-screen.tsx';

export const Route = createFileRoute('/admin/markets/')({
  component: MarketsScreen,
});
