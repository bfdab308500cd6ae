/**
 * Short confirmations (the spec's success alerts) as polite toasts at the top of the screen. `toaster.create` works
 * from anywhere at any time; the toast store and its region (Chakra's toaster, some 12 KB) load only when the page
 * has settled or a toast is made, so a first visit does not download them.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { WithChakra } from '../theme/chakra.tsx';
import { OverlayBoundary } from './overlay-boundary.tsx';
import { useDeferredMount } from './deferred.tsx';

export interface ToastOptions {
  type: 'success' | 'info' | 'warning' | 'error';
  title: string;
  description?: string;
  closable?: boolean;
  duration?: number;
}

type Store = (typeof import('./toaster-view.tsx'))['toastStore'];

let store: Store | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** The store comes with the toasts' region (one file). */
function loadStore(): Promise<Store> {
  return import('./toaster-view.tsx').then((module) => (store = module.toastStore));
}

export const toaster = {
  /** Shows a toast once the store is in (at once when it already is). */
  create(options: ToastOptions): void {
    if (store) {
      store.create(options);
      return;
    }
    requested = true;
    for (const listener of listeners) listener();
    void loadStore().then((loaded) => loaded.create(options));
  },
  /** Removes every toast (tests start each case without any). */
  remove(): void {
    store?.remove();
  },
};

export function toastSuccess(text: string): void {
  toaster.create({ type: 'success', title: text, closable: true, duration: 4000 });
}

export function toastInfo(text: string): void {
  toaster.create({ type: 'info', title: text, closable: true, duration: 5000 });
}

const ToasterView = lazy(() => loadStore().then(() => import('./toaster-view.tsx')));

/**
 * The toasts' region: its code loads once the page has settled (see deferred.tsx), or at once when a toast is made
 * earlier; the toast shows when it is in.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(requested);
  useEffect(() => {
    if (wanted) return undefined;
    const listener = () => setWanted(true);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [wanted]);
  const mounted = useDeferredMount(wanted);
  if (!mounted) return null;
  return (
    <OverlayBoundary>
      <Suspense fallback={null}>
        <WithChakra>
          <ToasterView />
        </WithChakra>
      </Suspense>
    </OverlayBoundary>
  );
}
