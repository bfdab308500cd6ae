/**
 * The spec's window alerts as one accessible alert dialog: `showAlert(text)` from anywhere (components, route guards,
 * the global 401 handler) queues a message; <AlertHost /> shows them one at a time with an OK button that takes focus.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useDeferredMount } from './deferred.tsx';

interface AlertState {
  open: boolean;
  /** The message on screen (kept while the dialog closes, so it does not go blank mid-animation). */
  text: string;
}

const queue: string[] = [];
const listeners = new Set<() => void>();
let state: AlertState = { open: false, text: '' };

function emit() {
  for (const listener of listeners) listener();
}

export function showAlert(text: string): void {
  if (state.open) queue.push(text);
  else state = { open: true, text };
  emit();
}

function dismiss() {
  const next = queue.shift();
  state = next === undefined ? { ...state, open: false } : { open: true, text: next };
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const AlertDialogView = lazy(() => import('./alert-dialog-view.tsx'));

export function AlertHost() {
  const { open, text } = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  // The dialog's code loads once the page is idle, or at once for an alert that comes earlier.
  const mounted = useDeferredMount(open);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialogView open={open} text={text} onDismiss={dismiss} />
    </Suspense>
  );
}
