/** Short confirmations (the spec's success alerts) as polite toasts at the top of the screen. */
import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useDeferredMount } from './deferred.tsx';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

export function toastSuccess(text: string): void {
  toaster.create({ type: 'success', title: text, closable: true, duration: 4000 });
}

export function toastInfo(text: string): void {
  toaster.create({ type: 'info', title: text, closable: true, duration: 5000 });
}

const ToasterView = lazy(() => import('./toaster-view.tsx'));

/** The toasts' region: its code loads once the page is idle; toasts made before then show when it is in. */
export function Toaster() {
  const mounted = useDeferredMount();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
