/**
 * The spec's window alerts as one accessible alert dialog: `showAlert(text)` from anywhere (components, route guards,
 * the global 401 handler) queues a message; <AlertHost /> shows them one at a time with an OK button that takes focus.
 */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef, useSyncExternalStore } from 'react';

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

export function AlertHost() {
  const { open, text } = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) dismiss();
      }}
      initialFocusEl={() => ok.current}
      placement="center"
      size="xs"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="alert-dialog">
            <Dialog.Body pt="6">
              <Dialog.Title textStyle="md" fontWeight="semibold">
                {text}
              </Dialog.Title>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={ok} colorPalette="brand" minW="20">
                  OK
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
