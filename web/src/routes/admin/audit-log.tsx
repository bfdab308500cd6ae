import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen } from '../../features/admin/audit/audit-screen.tsx';

export const Route = createFileRoute('/admin/audit-log')({
  component: AuditScreen,
});
