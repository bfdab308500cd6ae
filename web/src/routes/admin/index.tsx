import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../features/admin/dashboard/dashboard-screen.tsx';

export const Route = createFileRoute('/admin/')({
  component: DashboardScreen,
});
