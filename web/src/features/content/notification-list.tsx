/** Notifications: operator announcements and the player's own events, newest first. */
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Empty } from '../../components/query-states.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { Notification } from './queries.ts';

const KIND_LABELS: Record<Notification['kind'], { label: string; palette: string }> = {
  announcement: { label: 'Announcement', palette: 'purple' },
  fund_approved: { label: 'Deposit', palette: 'green' },
  fund_rejected: { label: 'Deposit', palette: 'red' },
  withdrawal_paid: { label: 'Withdrawal', palette: 'green' },
  withdrawal_returned: { label: 'Withdrawal', palette: 'orange' },
  win: { label: 'Win', palette: 'yellow' },
};

export function NotificationList({ notifications }: { notifications: Notification[] }) {
  if (notifications.length === 0) return <Empty text="No notifications yet" description="Deposits, withdrawals, wins and announcements will show here." />;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {notifications.map((item) => {
        const kind = KIND_LABELS[item.kind];
        return (
          <Box as="li" key={item.notification_id} bg="bg" borderWidth="1px" rounded="lg" p="4">
            <Stack gap="1">
              <Badge colorPalette={kind.palette} alignSelf="flex-start">
                {kind.label}
              </Badge>
              <Heading as="h2" size="sm">
                {item.title}
              </Heading>
              <Text>{item.message}</Text>
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={item.insert_date}>{formatDateTime(item.insert_date)}</time>
              </Text>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
