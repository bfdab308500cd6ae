import { createFileRoute } from '@tanstack/react-router';
import { ReportsScreen } from '../../features/admin/reports/reports-screen.tsx';

export const Route = createFileRoute('/admin/reports')({
  component: ReportsScreen,
});
