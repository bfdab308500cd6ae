import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/notifications')({
  component: NotificationsPage,
});

function NotificationsPage() {
  return <Page title="Notifications">{null}</Page>;
}
