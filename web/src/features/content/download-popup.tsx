/**
 * The Download-app popup, shown on the first visit only (the device remembers it with the popupShown flag). It comes
 * once the page is up (its code loads when the browser is idle), over the screen, so nothing on it moves.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDeferredMount } from '../../components/deferred.tsx';
import { readDevice, STORAGE_KEYS, writeDevice } from '../../lib/device-storage.ts';
import { WithChakra } from '../../theme/chakra.tsx';

const DownloadPopupView = lazy(() => import('./download-popup-view.tsx'));

export function DownloadPopup() {
  const [open, setOpen] = useState(() => readDevice(STORAGE_KEYS.popupShown) !== '1');
  const mounted = useDeferredMount();
  useEffect(() => {
    if (open && mounted) writeDevice(STORAGE_KEYS.popupShown, '1');
  }, [open, mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <WithChakra>
        <DownloadPopupView open={open} setOpen={setOpen} />
      </WithChakra>
    </Suspense>
  );
}
