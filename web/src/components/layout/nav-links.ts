/** The menu and footer entries (spec: shared header, drawer and footer). Every entry but Home is for players only. */
import type { LinkProps } from '@tanstack/react-router';

export interface NavEntry {
  label: string;
  to: NonNullable<LinkProps['to']>;
  guarded: boolean;
}

export const DRAWER_ENTRIES: NavEntry[] = [
  { label: 'Home', to: '/', guarded: false },
  { label: 'Profile', to: '/my_profile', guarded: true },
  { label: 'My Bid', to: '/my_bid', guarded: true },
  { label: 'Passbook', to: '/all_passbook', guarded: true },
  { label: 'Support', to: '/support', guarded: true },
  { label: 'Funds', to: '/fund_history', guarded: true },
  { label: 'Notifications', to: '/notifications', guarded: true },
  { label: 'Game Rates', to: '/game_rates', guarded: true },
  { label: 'Enquiry', to: '/enquiry', guarded: true },
  { label: 'My Limits', to: '/my_limits', guarded: true },
  { label: 'Responsible Gaming', to: '/responsible_gaming', guarded: false },
  { label: 'Terms and Conditions', to: '/terms', guarded: false },
];
