/** Short confirmations (the spec's success alerts) as polite toasts at the top of the screen. */
import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDeferredMount } from './deferred.tsx';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

export function toastSuccess(text: string): void {
  toaster.create({ type: 'success', title: text, closable: true, duration: 4000 });
}

export function toastInfo(text: string): void {
  toaster.create({ type: 'info', title: text, closable: true, duration: 5000 });
}

const ToasterView = lazy(() => import('./toaster-view.tsx'));

/**
 * The toasts' region: its code loads once the page has settled (see deferred.tsx), or at once when a toast is made
 * earlier; the toast shows when it is in.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(() => toaster.getCount() > 0);
  useEffect(() => (wanted ? undefined : toaster.subscribe(() => setWanted(true))), [wanted]);
  const mounted = useDeferredMount(wanted);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
