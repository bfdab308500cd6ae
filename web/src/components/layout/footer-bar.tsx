/** The footer bar: Home, Funds, Profile, Passbook and My Bids, fixed to the bottom of the screen. */
import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { GuardedLink } from '../guarded-link.tsx';
import { BookIcon, HomeIcon, TicketIcon, UserIcon, WalletIcon } from '../icons.tsx';
import type { NavEntry } from './nav-links.ts';

const ENTRIES: Array<NavEntry & { icon: ComponentType<{ boxSize?: string }> }> = [
  { label: 'Home', to: '/', guarded: false, icon: HomeIcon },
  { label: 'Funds', to: '/fund_history', guarded: true, icon: WalletIcon },
  { label: 'Profile', to: '/my_profile', guarded: true, icon: UserIcon },
  { label: 'Passbook', to: '/all_passbook', guarded: true, icon: BookIcon },
  { label: 'My Bids', to: '/my_bid', guarded: true, icon: TicketIcon },
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
  return (
    <Box as="nav" aria-label="Footer" position="fixed" bottom="0" insetX="0" bg="bg" borderTopWidth="1px" zIndex="docked" shadow="md">
      <Flex as="ul" listStyleType="none" maxW="5xl" mx="auto" h={FOOTER_HEIGHT}>
        {ENTRIES.map(({ label, to, guarded, icon: Icon }) => (
          <Box as="li" key={label} flex="1">
            <Link asChild {...itemStyle}>
              {guarded ? (
                <GuardedLink to={to} activeOptions={{ exact: to === '/' }}>
                  <Icon boxSize="5" />
                  <Text as="span">{label}</Text>
                </GuardedLink>
              ) : (
                <RouterLink to={to} activeOptions={{ exact: true }}>
                  <Icon boxSize="5" />
                  <Text as="span">{label}</Text>
                </RouterLink>
              )}
            </Link>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
