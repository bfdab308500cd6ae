/** A button that asks first: the action runs only from the dialog's confirm button. */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useMessages } from '../../i18n/index.ts';
import { protectionMessages } from './messages.ts';

interface ConfirmButtonProps {
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (close: () => void) => void;
  colorPalette?: string;
}

export function ConfirmButton({ label, title, description, confirmLabel, pending, onConfirm, colorPalette = 'brand' }: ConfirmButtonProps) {
  const t = useMessages(protectionMessages);
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)} placement="center" size="sm">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette={colorPalette}>
          {label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t.cancel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={colorPalette} loading={pending} onClick={() => onConfirm(() => setOpen(false))}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
