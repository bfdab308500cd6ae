/** Logout with its confirmation dialog, whose code loads once the page is idle or when the button is pressed. */
import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useDeferredMount } from '../deferred.tsx';
import { useMessages } from '../../i18n/index.ts';
import { headerMessages } from './header-messages.ts';

const LogoutDialog = lazy(() => import('./logout-dialog.tsx'));

export function LogoutButton() {
  const t = useMessages(headerMessages);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const mounted = useDeferredMount(open);
  return (
    <>
      <Button
        ref={trigger}
        size="sm"
        variant="solid"
        colorPalette="gray"
        bg="white"
        color="brand.900"
        _hover={{ bg: 'gray.100' }}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t.logout}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <LogoutDialog open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
