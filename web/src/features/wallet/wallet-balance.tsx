/**
 * The wallet balance wherever the player looks: the header chip (to the passbook) and the drawer (Home's card is
 * home-balance.tsx). It reads the session's profile, which the app refetches after the player's own bids, deposits
 * and withdrawals, and when a live notice (a win, an approved deposit) arrives. Plain elements
 * (web/src/theme/frame.css): the header shows them before Chakra UI loads.
 */
import { Link as RouterLink } from '@tanstack/react-router';
import { BellIcon, WalletIcon } from '../../components/icons.tsx';
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
    <RouterLink to="/all_passbook" data-testid="header-balance" className="f-link f-header-chip" aria-label={t.headerLabel({ points: amount })}>
      <WalletIcon boxSize="4" />
      {amount}
    </RouterLink>
  );
}

export function NotificationsBell() {
  const t = useMessages(messages);
  const { loggedIn } = useSession();
  const unread = useUnreadCount();
  if (!loggedIn) return null;
  return (
    <RouterLink to="/notifications" className="f-link f-header-bell" aria-label={unread > 0 ? t.notificationsUnread({ count: unread }) : t.notifications}>
      <BellIcon boxSize="5" />
      {unread > 0 && (
        <span className="f-badge" data-testid="unread-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </RouterLink>
  );
}

/** The unread count beside the drawer's Notifications entry. */
export function UnreadBadge() {
  const t = useMessages(messages);
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <span className="f-badge" style={{ marginInlineStart: 'var(--chakra-spacing-2)' }} aria-label={t.unread({ count: unread })}>
      {unread}
    </span>
  );
}

export function DrawerBalance() {
  const t = useMessages(messages);
  const { player } = useSession();
  if (!player) return null;
  return (
    <p style={{ marginTop: 'var(--chakra-spacing-2)', fontWeight: 600 }} data-testid="drawer-balance">
      {t.drawer({ points: formatPoints(player.wallet_balance) })}
    </p>
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
