/** The alert dialog itself (see alert-dialog.tsx): loaded on demand, with an OK button that takes focus. */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type MouseEvent, useRef } from 'react';
import { i18n, useMessages } from '../i18n/index.ts';
import type { AlertAction } from './alert-dialog.tsx';

const messages = i18n('alert', { ok: 'OK' });

interface AlertDialogViewProps {
  open: boolean;
  text: string;
  action?: AlertAction | undefined;
  onDismiss: () => void;
}

export default function AlertDialogView({ open, text, action, onDismiss }: AlertDialogViewProps) {
  const t = useMessages(messages);
  const ok = useRef<HTMLButtonElement>(null);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click stays in the app; a click that asks for a new tab or window is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onDismiss();
    action?.onSelect();
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onDismiss();
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
              {action && (
                <Button asChild variant="outline" colorPalette="brand">
                  <a href={action.href} onClick={follow}>
                    {action.label}
                  </a>
                </Button>
              )}
              <Dialog.ActionTrigger asChild>
                <Button ref={ok} colorPalette="brand" minW="20">
                  {t.ok}
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
