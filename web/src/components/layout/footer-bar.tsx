/** The footer bar: Home, Funds, Profile, Passbook and My Bids, fixed to the bottom of the screen. */
import { Box, Flex, Link, Text } from '@chakra-ui/react';
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

export const FOOTER_HEIGHT = '16';

const itemStyle = {
  flex: '1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  h: 'full',
  color: 'fg.muted',
  fontSize: 'xs',
  _hover: { textDecoration: 'none', color: 'brand.fg' },
  _currentPage: { color: 'brand.fg', fontWeight: 'semibold' },
} as const;

export function FooterBar() {
  const t = useMessages(messages);
  return (
    <Box as="nav" aria-label={t.footer} position="fixed" bottom="0" insetX="0" bg="bg" borderTopWidth="1px" zIndex="docked" shadow="md">
      <Flex as="ul" listStyleType="none" maxW="5xl" mx="auto" h={FOOTER_HEIGHT}>
        {ENTRIES.map(({ label, to, guarded, icon: Icon }) => (
          <Box as="li" key={label} flex="1">
            <Link asChild {...itemStyle}>
              {guarded ? (
                <GuardedLink to={to} activeOptions={{ exact: to === '/' }}>
                  <Icon boxSize="5" />
                  <Text as="span">{t[label]}</Text>
                </GuardedLink>
              ) : (
                <RouterLink to={to} activeOptions={{ exact: true }}>
                  <Icon boxSize="5" />
                  <Text as="span">{t[label]}</Text>
                </RouterLink>
              )}
            </Link>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
