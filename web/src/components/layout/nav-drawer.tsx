/** The menu button and its side drawer; the drawer's code loads once the page is idle, or when the button is pressed. */
import { lazy, Suspense, useRef, useState } from 'react';
import { useMessages } from '../../i18n/index.ts';
import { WithChakra } from '../../theme/chakra.tsx';
import { useDeferredMount } from '../deferred.tsx';
import { useCloseOnNavigation } from './close-on-navigation.ts';
import { MenuIcon } from '../icons.tsx';
import { headerMessages } from './header-messages.ts';

const NavDrawerPanel = lazy(() => import('./nav-drawer-panel.tsx'));

export function NavDrawer() {
  const t = useMessages(headerMessages);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useCloseOnNavigation(open, () => setOpen(false));
  const mounted = useDeferredMount(open);
  return (
    <>
      <button
        type="button"
        ref={trigger}
        className="f-button f-icon-button"
        aria-label={t.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon boxSize="6" />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <WithChakra>
            <NavDrawerPanel open={open} setOpen={setOpen} trigger={trigger} />
          </WithChakra>
        </Suspense>
      )}
    </>
  );
}
