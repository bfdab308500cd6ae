/** Notifications: operator announcements and the player's own events, newest first. */
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Empty } from '../../components/query-states.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { i18n, useMessages } from '../../i18n/index.ts';
import { useNoticeWords } from './notice-words.ts';
import type { Notification } from './queries.ts';

const messages = i18n('notificationList', {
  announcement: 'Announcement',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  win: 'Win',
  result: 'Result',
  empty: 'No notifications yet',
  willShow: 'Deposits, withdrawals, wins, result changes and announcements will show here.',
});

const KIND_LABELS: Record<Notification['kind'], { label: 'announcement' | 'deposit' | 'withdrawal' | 'win' | 'result'; palette: string }> = {
  announcement: { label: 'announcement', palette: 'purple' },
  fund_approved: { label: 'deposit', palette: 'green' },
  fund_rejected: { label: 'deposit', palette: 'red' },
  withdrawal_paid: { label: 'withdrawal', palette: 'green' },
  withdrawal_returned: { label: 'withdrawal', palette: 'orange' },
  win: { label: 'win', palette: 'yellow' },
  result_corrected: { label: 'result', palette: 'orange' },
  day_cancelled: { label: 'result', palette: 'orange' },
};

export function NotificationList({ notifications }: { notifications: Notification[] }) {
  const t = useMessages(messages);
  const words = useNoticeWords();
  if (notifications.length === 0) return <Empty text={t.empty} description={t.willShow} />;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {notifications.map((item) => {
        const kind = KIND_LABELS[item.kind];
        const { title, message } = words(item);
        return (
          <Box as="li" key={item.notification_id} bg="bg" borderWidth="1px" rounded="lg" p="4">
            <Stack gap="1">
              <Badge colorPalette={kind.palette} alignSelf="flex-start">
                {t[kind.label]}
              </Badge>
              <Heading as="h2" size="sm">
                {title}
              </Heading>
              <Text>{message}</Text>
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
