/**
 * The console's frame: a skip link, a banner with the sign-out button, the section navigation (a sidebar on wide
 * screens, a wrapping row of links on a phone) and the main region. Only an operator session gets past the gate;
 * a visitor gets the login form and a player a refusal, and neither is sent any operator data.
 */
import { Box, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { Button } from '../../components/busy-button.tsx';
import { Link as RouterLink, Outlet } from '@tanstack/react-router';
import { ErrorState, Loading } from '../../components/query-states.tsx';
import { useEnglishDocument } from '../../i18n/index.ts';
import { CONSOLE_LINKS } from './console-nav.ts';
import { OperatorLogin } from './operator-login.tsx';
import { FirstPasswordChange } from './operators/change-own-password.tsx';
import { useOperatorAccess, useOperatorLogout } from './operator-session.ts';
import { reportFailure } from './outcome.ts';

function ConsoleNav() {
  return (
    <Box as="nav" aria-label="Console sections">
      <Stack as="ul" direction={{ base: 'row', lg: 'column' }} wrap="wrap" gap="1" listStyleType="none">
        {CONSOLE_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              rounded="md"
              color="fg"
              _hover={{ bg: 'brand.subtle' }}
              css={{ '&[aria-current=page]': { bg: 'brand.solid', color: 'brand.contrast', fontWeight: 'semibold' } }}
            >
              <RouterLink to={link.to} activeOptions={{ exact: link.to === '/admin', includeSearch: false }}>
                {link.label}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function Banner({ signedIn }: { signedIn: boolean }) {
  const logout = useOperatorLogout();
  return (
    <Flex as="header" align="center" justify="space-between" px={{ base: '3', md: '6' }} py="3" bg="brand.solid" color="brand.contrast">
      <Heading as="p" size="md">
        Matka operator console
      </Heading>
      {signedIn && (
        <Button
          size="sm"
          variant="outline"
          color="inherit"
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onError: (e) => reportFailure(e) })}
        >
          Sign out
        </Button>
      )}
    </Flex>
  );
}

export function ConsoleLayout() {
  // The console is in English: its document says so, also on a device whose player app is set to Hindi.
  useEnglishDocument();
  const access = useOperatorAccess();
  const operator = access.data === 'operator';
  return (
    <Box minH="100vh" bg="bg.muted">
      <Link href="#console-main" position="absolute" left="2" top="-20" zIndex="skipLink" bg="bg" px="3" py="2" rounded="md" _focusVisible={{ top: '2' }}>
        Skip to content
      </Link>
      <Banner signedIn={operator || access.data === 'password'} />
      <Flex direction={{ base: 'column', lg: 'row' }} align="stretch">
        {operator && (
          <Box as="aside" w={{ lg: '56' }} flexShrink={0} p="3" bg="bg" borderRightWidth={{ lg: '1px' }} borderBottomWidth={{ base: '1px', lg: 0 }}>
            <ConsoleNav />
          </Box>
        )}
        <Box as="main" id="console-main" tabIndex={-1} flex="1" minW="0" px={{ base: '3', md: '6' }} py="4" outline="none">
          {access.isPending && <Loading label="Checking the session" />}
          {access.isError && <ErrorState error={access.error} onRetry={() => void access.refetch()} />}
          {access.data === 'visitor' && <OperatorLogin />}
          {access.data === 'player' && <OperatorLogin refused />}
          {access.data === 'password' && <FirstPasswordChange />}
          {operator && <Outlet />}
        </Box>
      </Flex>
    </Box>
  );
}
