import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementsScreen } from '../../features/admin/settings/announcement-form.tsx';

export const Route = createFileRoute('/admin/announcements')({
  component: AnnouncementsScreen,
});
