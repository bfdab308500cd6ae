import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page } from '../../components/page.tsx';
import { NotificationList } from '../../features/content/notification-list.tsx';
import { notificationsQueryOptions } from '../../features/content/queries.ts';

export const Route = createFileRoute('/_auth/notifications')({
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationsQueryOptions(context.api)),
  component: NotificationsPage,
});

function NotificationsPage() {
  const api = useApi();
  const { data: notifications } = useSuspenseQuery(notificationsQueryOptions(api));
  return (
    <Page title="Notifications">
      <NotificationList notifications={notifications} />
    </Page>
  );
}
