/**
 * The spec's window alerts as one accessible alert dialog: `showAlert(text)` from anywhere (components, route guards,
 * the global 401 handler) queues a message; <AlertHost /> shows them one at a time with an OK button that takes focus.
 * An alert may offer one way on besides OK (`action`: a link that closes the alert, e.g. to Add Fund).
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { WithChakra } from '../theme/chakra.tsx';
import { useDeferredMount } from './deferred.tsx';
import { OverlayBoundary } from './overlay-boundary.tsx';
import { PlainAlert } from './plain-alert.tsx';
import { i18n, useMessages } from '../i18n/index.ts';

const messages = i18n('alertPlain', { ok: 'OK' });

export interface AlertAction {
  label: string;
  /** The address the link shows (and opens in a new tab); */
  href: string;
  /** ... and what choosing it does in this tab (the app's own navigation), after the alert has closed. */
  onSelect: () => void;
}

interface Alert {
  /** The message on screen (kept while the dialog closes, so it does not go blank mid-animation). */
  text: string;
  action?: AlertAction | undefined;
}

interface AlertState extends Alert {
  open: boolean;
}

const queue: Alert[] = [];
const listeners = new Set<() => void>();
let state: AlertState = { open: false, text: '' };

function emit() {
  for (const listener of listeners) listener();
}

export function showAlert(text: string, action?: AlertAction): void {
  if (state.open) queue.push({ text, action });
  else state = { open: true, text, action };
  emit();
}

function dismiss() {
  const next = queue.shift();
  state = next === undefined ? { ...state, open: false } : { open: true, ...next };
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const AlertDialogView = lazy(() => import('./alert-dialog-view.tsx'));

export function AlertHost() {
  const { open, text, action } = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  // The dialog's code loads once the page is idle, or at once for an alert that comes earlier.
  const mounted = useDeferredMount(open);
  if (!mounted) return null;
  return (
    <OverlayBoundary fallback={open ? <PlainAlertDialog text={text} /> : null}>
      <Suspense fallback={null}>
        <WithChakra>
          <AlertDialogView open={open} text={text} action={action} onDismiss={dismiss} />
        </WithChakra>
      </Suspense>
    </OverlayBoundary>
  );
}

/** The alert without Chakra UI, when its files could not be loaded (offline): the message and OK. */
function PlainAlertDialog({ text }: { text: string }) {
  const t = useMessages(messages);
  return (
    <div className="f-plain-dialog" role="alertdialog" aria-modal="false" aria-label={text}>
      <PlainAlert status="info" title={text}>
        <button type="button" className="f-button f-button-brand" onClick={dismiss}>
          {t.ok}
        </button>
      </PlainAlert>
    </div>
  );
}
