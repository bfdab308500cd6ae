/**
 * The footer bar: Home, Funds, Profile, Passbook and My Bids, fixed to the bottom of the screen (plain elements,
 * web/src/theme/frame.css).
 */
import { Link as RouterLink } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { GuardedLink } from '../guarded-link.tsx';
import { BookIcon, HomeIcon, TicketIcon, UserIcon, WalletIcon } from '../icons.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';
import type { NavEntry } from './nav-links.ts';

const messages = i18n('footer', { footer: 'Footer', home: 'Home', funds: 'Funds', profile: 'Profile', passbook: 'Passbook', myBids: 'My Bids' });

const ENTRIES: Array<Omit<NavEntry, 'label'> & { label: keyof ReturnType<typeof messages.get>; icon: ComponentType<{ boxSize?: string }> }> = [
  { label: 'home', to: '/', guarded: false, icon: HomeIcon },
  { label: 'funds', to: '/fund_history', guarded: true, icon: WalletIcon },
  { label: 'profile', to: '/my_profile', guarded: true, icon: UserIcon },
  { label: 'passbook', to: '/all_passbook', guarded: true, icon: BookIcon },
  { label: 'myBids', to: '/my_bid', guarded: true, icon: TicketIcon },
];

/** The bar's height (a size token): screens keep their last content clear of it. */
export const FOOTER_HEIGHT = '16';

export function FooterBar() {
  const t = useMessages(messages);
  return (
    <nav aria-label={t.footer} className="f-footer">
      <ul>
        {ENTRIES.map(({ label, to, guarded, icon: Icon }) => (
          <li key={label}>
            {guarded ? (
              <GuardedLink to={to} activeOptions={{ exact: to === '/' }} className="f-link">
                <Icon boxSize="5" />
                <span>{t[label]}</span>
              </GuardedLink>
            ) : (
              <RouterLink to={to} activeOptions={{ exact: true }} className="f-link">
                <Icon boxSize="5" />
                <span>{t[label]}</span>
              </RouterLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
