/**
 * The wallet balance wherever the player looks: the header chip (to the passbook) and the drawer (Home's card is
 * home-balance.tsx). It reads the session's profile, which the app refetches after the player's own bids, deposits
 * and withdrawals, and when a live notice (a win, an approved deposit) arrives.
 */
import { Badge, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { createIcon } from '@chakra-ui/react';
import { WalletIcon } from '../../components/icons.tsx';

const BellIcon = createIcon({
  displayName: 'BellIcon',
  path: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
    />
  ),
});
import { formatPoints } from '../../lib/format.ts';
import { useSession } from '../auth/session.ts';
import { LiveEvents } from '../live/live-events.tsx';
import { useUnreadCount } from '../live/unread.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';

const messages = i18n('walletBalance', {
  headerLabel: params<{ points: string }>('Wallet balance: {points} points'),
  notifications: 'Notifications',
  notificationsUnread: params<{ count: number }>('Notifications: {count} unread'),
  unread: params<{ count: number }>('{count} unread'),
  drawer: params<{ points: string }>('Wallet: {points} points'),
});

export function HeaderBalance() {
  const t = useMessages(messages);
  const { player } = useSession();
  if (!player) return null;
  const amount = formatPoints(player.wallet_balance);
  return (
    <Link
      asChild
      color="white"
      fontWeight="semibold"
      fontSize="sm"
      px="2"
      py="1"
      rounded="md"
      bg="whiteAlpha.200"
      _hover={{ textDecoration: 'none', bg: 'whiteAlpha.300' }}
      aria-label={t.headerLabel({ points: amount })}
    >
      <RouterLink to="/all_passbook" data-testid="header-balance">
        <WalletIcon boxSize="4" />
        {amount}
      </RouterLink>
    </Link>
  );
}

export function NotificationsBell() {
  const t = useMessages(messages);
  const { loggedIn } = useSession();
  const unread = useUnreadCount();
  if (!loggedIn) return null;
  return (
    <Link
      asChild
      color="white"
      position="relative"
      p="2"
      rounded="md"
      _hover={{ bg: 'whiteAlpha.200' }}
      aria-label={unread > 0 ? t.notificationsUnread({ count: unread }) : t.notifications}
    >
      <RouterLink to="/notifications">
        <BellIcon boxSize="5" />
        {unread > 0 && (
          <Badge position="absolute" top="0" insetEnd="0" colorPalette="red" variant="solid" size="xs" rounded="full" data-testid="unread-count">
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </RouterLink>
    </Link>
  );
}

/** The unread count beside the drawer's Notifications entry. */
export function UnreadBadge() {
  const t = useMessages(messages);
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <Badge ms="2" colorPalette="red" variant="solid" size="xs" rounded="full" aria-label={t.unread({ count: unread })}>
      {unread}
    </Badge>
  );
}

export function DrawerBalance() {
  const t = useMessages(messages);
  const { player } = useSession();
  if (!player) return null;
  return (
    <Text mt="2" fontWeight="semibold" data-testid="drawer-balance">
      {t.drawer({ points: formatPoints(player.wallet_balance) })}
    </Text>
  );
}

/**
 * Loaded lazily by the header, after the first screen: the live-events stream (for everyone) and, for a player, the
 * wallet chip and the Notifications bell.
 */
export default function HeaderExtras() {
  return (
    <>
      <LiveEvents />
      <HeaderBalance />
      <NotificationsBell />
    </>
  );
}
