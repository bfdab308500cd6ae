/** Logout with its confirmation dialog, whose code loads once the page is idle or when the button is pressed. */
import { lazy, Suspense, useRef, useState } from 'react';
import { WithChakra } from '../../theme/chakra.tsx';
import { useDeferredMount } from '../deferred.tsx';
import { useCloseOnNavigation } from './close-on-navigation.ts';
import { useMessages } from '../../i18n/index.ts';
import { headerMessages } from './header-messages.ts';

const LogoutDialog = lazy(() => import('./logout-dialog.tsx'));

export function LogoutButton() {
  const t = useMessages(headerMessages);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useCloseOnNavigation(open, () => setOpen(false));
  const mounted = useDeferredMount(open);
  return (
    <>
      <button type="button" ref={trigger} className="f-button f-button-light" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t.logout}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <WithChakra>
            <LogoutDialog open={open} setOpen={setOpen} trigger={trigger} />
          </WithChakra>
        </Suspense>
      )}
    </>
  );
}
