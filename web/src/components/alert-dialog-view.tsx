/** The alert dialog itself (see alert-dialog.tsx): loaded on demand, with an OK button that takes focus. */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { i18n, useMessages } from '../i18n/index.ts';

const messages = i18n('alert', { ok: 'OK' });

export default function AlertDialogView({ open, text, onDismiss }: { open: boolean; text: string; onDismiss: () => void }) {
  const t = useMessages(messages);
  const ok = useRef<HTMLButtonElement>(null);
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
