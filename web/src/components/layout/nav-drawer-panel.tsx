/**
 * The side drawer's panel (see nav-drawer.tsx, which loads it on demand): greeting, every menu entry (guarded for
 * visitors), for players My Profile and Download, the language switch (kept on the device) and the operator console's link.
 */
import { Box, Button, CloseButton, Drawer, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import type { MouseEvent, RefObject } from 'react';
import { useApi } from '../../api/client.ts';
import { useSession } from '../../features/auth/session.ts';
import { appVersionQueryOptions } from '../../features/content/queries.ts';
import { DrawerBalance, UnreadBadge } from '../../features/wallet/wallet-balance.tsx';
import { LANGUAGE_NAMES, LANGUAGES, setLanguage, useLanguage, useMessages } from '../../i18n/index.ts';
import { GuardedLink } from '../guarded-link.tsx';
import { DRAWER_ENTRIES, navMessages } from './nav-links.ts';

const entryStyle = {
  display: 'block',
  px: '4',
  py: '3',
  rounded: 'md',
  fontWeight: 'medium',
  _hover: { bg: 'brand.subtle', textDecoration: 'none' },
  _currentPage: { bg: 'brand.muted', color: 'brand.fg' },
} as const;

function DownloadLink() {
  const t = useMessages(navMessages);
  const api = useApi();
  const app = useQuery(appVersionQueryOptions(api));
  if (app.data?.apkUrl) {
    return (
      <Link href={app.data.apkUrl} {...entryStyle} download>
        {t.download}
      </Link>
    );
  }
  return (
    <Link asChild {...entryStyle}>
      <RouterLink to="/download_app">{t.download}</RouterLink>
    </Link>
  );
}

/** English / हिन्दी: each language named in itself, the current one pressed. */
function LanguageSwitch() {
  const t = useMessages(navMessages);
  const current = useLanguage();
  return (
    <Box px="4" py="3" borderTopWidth="1px">
      <Text id="language-label" fontWeight="medium" mb="2">
        {t.language}
      </Text>
      <HStack role="group" aria-labelledby="language-label" gap="2">
        {LANGUAGES.map((code) => (
          <Button
            key={code}
            size="sm"
            lang={code}
            variant={code === current ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={code === current}
            onClick={() => void setLanguage(code)}
          >
            {LANGUAGE_NAMES[code]}
          </Button>
        ))}
      </HStack>
    </Box>
  );
}

interface PanelProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The menu button, which gets the focus back when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

export default function NavDrawerPanel({ open, setOpen, trigger }: PanelProps) {
  const { loggedIn } = useSession();
  const t = useMessages(navMessages);
  // Any followed (or guarded) link closes the drawer, so the next screen or the alert is in view.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} finalFocusEl={() => trigger.current} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header bg="brand.900" color="white" flexDirection="column" alignItems="flex-start" gap="0">
              <Drawer.Title fontSize="xl">{t.helloUser}</Drawer.Title>
              <Text>{t.welcomeBack}</Text>
              <DrawerBalance />
              {loggedIn && (
                <Button asChild size="sm" mt="3" bg="white" color="brand.900" _hover={{ bg: 'gray.100' }} onClick={() => setOpen(false)}>
                  <RouterLink to="/my_profile">{t.myProfile}</RouterLink>
                </Button>
              )}
            </Drawer.Header>
            <Drawer.Body px="2" onClickCapture={closeOnLink}>
              <Box as="nav" aria-label={t.menu}>
                <Stack as="ul" gap="0" listStyleType="none">
                  {DRAWER_ENTRIES.map((entry) => (
                    <li key={entry.to}>
                      {entry.guarded ? (
                        <Link asChild {...entryStyle}>
                          <GuardedLink to={entry.to}>
                            {t[entry.label]}
                            {entry.to === '/notifications' && <UnreadBadge />}
                          </GuardedLink>
                        </Link>
                      ) : (
                        <Link asChild {...entryStyle}>
                          <RouterLink to={entry.to}>{t[entry.label]}</RouterLink>
                        </Link>
                      )}
                    </li>
                  ))}
                  {loggedIn ? (
                    <li>
                      <DownloadLink />
                    </li>
                  ) : (
                    <li>
                      <Link asChild {...entryStyle}>
                        <RouterLink to="/login">{t.login}</RouterLink>
                      </Link>
                    </li>
                  )}
                </Stack>
              </Box>
              <LanguageSwitch />
              {/* The operators' site (spec: linked from the client); a plain link, so the player app never loads it. */}
              <Link href="/admin" display="block" px="4" py="3" fontSize="sm" color="fg.muted">
                {t.operatorConsole}
              </Link>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color="white" aria-label={t.closeMenu} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
