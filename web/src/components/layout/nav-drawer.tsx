/** The menu button and its side drawer; the drawer's code loads once the page is idle, or when the button is pressed. */
import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useMessages } from '../../i18n/index.ts';
import { useDeferredMount } from '../deferred.tsx';
import { MenuIcon } from '../icons.tsx';
import { headerMessages } from './header-messages.ts';

const NavDrawerPanel = lazy(() => import('./nav-drawer-panel.tsx'));

export function NavDrawer() {
  const t = useMessages(headerMessages);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const mounted = useDeferredMount(open);
  return (
    <>
      <IconButton
        ref={trigger}
        aria-label={t.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        color="white"
        _hover={{ bg: 'whiteAlpha.200' }}
        onClick={() => setOpen(true)}
      >
        <MenuIcon boxSize="6" />
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <NavDrawerPanel open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
