import { createFileRoute } from '@tanstack/react-router';
import { EnquiriesScreen } from '../../features/admin/audit/enquiries-screen.tsx';

export const Route = createFileRoute('/admin/enquiries')({
  component: EnquiriesScreen,
});
