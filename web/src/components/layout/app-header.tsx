/**
 * The shared header: menu button, logo (home), and Login, or the wallet balance, Notifications and Logout. Plain
 * elements (web/src/theme/frame.css): the header renders before Chakra UI loads.
 */
import { Link as RouterLink } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '../../features/auth/session.ts';
import { useMessages } from '../../i18n/index.ts';
import { headerMessages } from './header-messages.ts';
import { Logo } from '../logo.tsx';
import { LogoutButton } from './logout-button.tsx';
import { NavDrawer } from './nav-drawer.tsx';

// Live events, the wallet chip and the Notifications bell load after the first screen (first-visit budget).
const HeaderExtras = lazy(() => import('../../features/wallet/wallet-balance.tsx'));

export function AppHeader() {
  const t = useMessages(headerMessages);
  const { loggedIn } = useSession();
  return (
    <header className="f-header">
      <div className="f-header-bar">
        <NavDrawer />
        <RouterLink to="/" className="f-link f-home" aria-label={t.home}>
          <Logo compact />
        </RouterLink>
        <div style={{ flex: 1 }} />
        <Suspense fallback={null}>
          <HeaderExtras />
        </Suspense>
        {loggedIn ? (
          <LogoutButton />
        ) : (
          <RouterLink to="/login" className="f-button f-button-light">
            {t.login}
          </RouterLink>
        )}
      </div>
    </header>
  );
}
