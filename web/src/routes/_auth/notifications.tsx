import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page } from '../../components/page.tsx';
import { NotificationList } from '../../features/content/notification-list.tsx';
import { notificationsQueryOptions } from '../../features/content/queries.ts';
import { clearUnread } from '../../features/live/unread.ts';
import { useEffect } from 'react';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_notifications', {
  notifications: 'Notifications',
});

export const Route = createFileRoute('/_auth/notifications')({
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationsQueryOptions(context.api)),
  component: NotificationsPage,
});

function NotificationsPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data: notifications } = useSuspenseQuery(notificationsQueryOptions(api));
  // Opening Notifications reads what arrived live.
  useEffect(clearUnread, [notifications]);
  return (
    <Page title={t.notifications}>
      <NotificationList notifications={notifications} />
    </Page>
  );
}
