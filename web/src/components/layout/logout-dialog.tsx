/** The logout confirmation (see logout-button.tsx), loaded on demand: confirming ends the session and goes to /login. */
import { Dialog, Portal } from '@chakra-ui/react';
import { Button } from '../busy-button.tsx';
import type { RefObject } from 'react';
import { messageOf } from '../../api/client.ts';
import { useLogout } from '../../features/auth/queries.ts';
import { showAlert } from '../alert-dialog.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('logout', { logout: 'Logout', sure: 'Are you sure you want to logout?', cancel: 'Cancel', yes: 'Yes, Logout' });

interface LogoutDialogProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The Logout button, which gets the focus back when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

export default function LogoutDialog({ open, setOpen, trigger }: LogoutDialogProps) {
  const t = useMessages(messages);
  const logout = useLogout();
  const confirm = () =>
    logout.mutate(undefined, {
      onSuccess: () => setOpen(false),
      onError: (error) => showAlert(messageOf(error)),
    });
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      finalFocusEl={() => trigger.current}
      onOpenChange={(details) => setOpen(details.open)}
      placement="center"
      size="xs"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.logout}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t.sure}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t.cancel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={confirm} loading={logout.isPending}>
                {t.yes}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
