import { createFileRoute } from '@tanstack/react-router';
import { AtLimitsScreen } from '../../features/admin/protection/at-limits-screen.tsx';

export const Route = createFileRoute('/admin/players-at-limits')({
  component: AtLimitsScreen,
});
