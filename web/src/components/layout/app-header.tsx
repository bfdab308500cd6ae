/** The shared header: menu button, logo (home), and Login, or the wallet balance, Notifications and Logout. */
import { Box, Button, Flex, Link } from '@chakra-ui/react';
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
    <Box as="header" bg="brand.900" color="white" position="sticky" top="0" zIndex="docked" shadow="sm">
      <Flex maxW="5xl" mx="auto" h="14" px="2" align="center" gap="2">
        <NavDrawer />
        <Link asChild color="white" _hover={{ textDecoration: 'none' }} aria-label={t.home}>
          <RouterLink to="/">
            <Logo compact />
          </RouterLink>
        </Link>
        <Box flex="1" />
        <Suspense fallback={null}>
          <HeaderExtras />
        </Suspense>
        {loggedIn ? (
          <LogoutButton />
        ) : (
          <Button asChild size="sm" bg="white" color="brand.900" _hover={{ bg: 'gray.100' }}>
            <RouterLink to="/login">{t.login}</RouterLink>
          </Button>
        )}
      </Flex>
    </Box>
  );
}
