/** The menu and footer entries (spec: shared header, drawer and footer). Every entry but Home is for players only. */
import type { LinkProps } from '@tanstack/react-router';
import { i18n } from '../../i18n/index.ts';

/** The entries' names, shared by the drawer and the footer. */
export const navMessages = i18n('nav', {
  home: 'Home',
  profile: 'Profile',
  myBid: 'My Bid',
  passbook: 'Passbook',
  support: 'Support',
  funds: 'Funds',
  notifications: 'Notifications',
  gameRates: 'Game Rates',
  enquiry: 'Enquiry',
  myLimits: 'My Limits',
  responsibleGaming: 'Responsible Gaming',
  terms: 'Terms and Conditions',
  login: 'Login',
  download: 'Download',
  myProfile: 'My Profile',
  helloUser: 'Hello User',
  welcomeBack: 'Welcome Back',
  menu: 'Menu',
  closeMenu: 'Close menu',
  language: 'Language',
  operatorConsole: 'Operator console',
});

export type NavLabel = keyof ReturnType<typeof navMessages.get>;

export interface NavEntry {
  label: NavLabel;
  to: NonNullable<LinkProps['to']>;
  guarded: boolean;
}

export const DRAWER_ENTRIES: NavEntry[] = [
  { label: 'home', to: '/', guarded: false },
  { label: 'profile', to: '/my_profile', guarded: true },
  { label: 'myBid', to: '/my_bid', guarded: true },
  { label: 'passbook', to: '/all_passbook', guarded: true },
  { label: 'support', to: '/support', guarded: true },
  { label: 'funds', to: '/fund_history', guarded: true },
  { label: 'notifications', to: '/notifications', guarded: true },
  { label: 'gameRates', to: '/game_rates', guarded: true },
  { label: 'enquiry', to: '/enquiry', guarded: true },
  { label: 'myLimits', to: '/my_limits', guarded: true },
  { label: 'responsibleGaming', to: '/responsible_gaming', guarded: false },
  { label: 'terms', to: '/terms', guarded: false },
];
