/** Notifications: operator announcements and the player's own events, newest first. */
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useApi } from '../../api/client.ts';
import { ShowOlder, useListPages } from '../../components/older-pages.tsx';
import { Empty } from '../../components/query-states.tsx';
import { clearUnread } from '../live/unread.ts';
import { formatDateTime } from '../../lib/format.ts';
import { i18n, useMessages } from '../../i18n/index.ts';
import { useNoticeWords } from './notice-words.ts';
import { type Notification, notificationPages } from './queries.ts';

const messages = i18n('notificationList', {
  announcement: 'Announcement',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  win: 'Win',
  result: 'Result',
  account: 'Account',
  wallet: 'Wallet',
  empty: 'No notifications yet',
  willShow: 'Deposits, withdrawals, wins, result changes and announcements will show here.',
  older: 'Show older notifications',
  loadingOlder: 'Loading older notifications',
});

const KIND_LABELS: Record<
  Notification['kind'],
  { label: 'announcement' | 'deposit' | 'withdrawal' | 'win' | 'result' | 'account' | 'wallet'; palette: string }
> = {
  announcement: { label: 'announcement', palette: 'purple' },
  fund_approved: { label: 'deposit', palette: 'green' },
  fund_rejected: { label: 'deposit', palette: 'red' },
  withdrawal_paid: { label: 'withdrawal', palette: 'green' },
  withdrawal_returned: { label: 'withdrawal', palette: 'orange' },
  win: { label: 'win', palette: 'yellow' },
  result_corrected: { label: 'result', palette: 'orange' },
  day_cancelled: { label: 'result', palette: 'orange' },
  password_reset: { label: 'account', palette: 'red' },
  wallet_adjusted: { label: 'wallet', palette: 'blue' },
};

/** The player's notifications, with a button for the older ones while there are more. */
export function NotificationPages() {
  const t = useMessages(messages);
  const { rows, pages } = useListPages(notificationPages(useApi()));
  // Opening Notifications reads what arrived live.
  useEffect(clearUnread, [pages.data]);
  return (
    <>
      <NotificationList notifications={rows} />
      <ShowOlder pages={pages} label={t.older} loadingLabel={t.loadingOlder} />
    </>
  );
}

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
