import { createFileRoute } from '@tanstack/react-router';
import { ensureListPages } from '../../components/older-pages.tsx';
import { Page } from '../../components/page.tsx';
import { NotificationPages } from '../../features/content/notification-list.tsx';
import { notificationPages } from '../../features/content/queries.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_notifications', {
  notifications: 'Notifications',
});

export const Route = createFileRoute('/_auth/notifications')({
  loader: ({ context }) => ensureListPages(context.queryClient, notificationPages(context.api)),
  component: NotificationsPage,
});

function NotificationsPage() {
  const t = useMessages(messages);
  return (
    <Page title={t.notifications}>
      <NotificationPages />
    </Page>
  );
}
