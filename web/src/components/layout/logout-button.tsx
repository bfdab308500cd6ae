/** Logout with its confirmation dialog: confirming ends the session on the server and goes to /login. */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { messageOf } from '../../api/client.ts';
import { useLogout } from '../../features/auth/queries.ts';
import { showAlert } from '../alert-dialog.tsx';

export function LogoutButton() {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const confirm = () =>
    logout.mutate(undefined, {
      onSuccess: () => setOpen(false),
      onError: (error) => showAlert(messageOf(error)),
    });
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)} placement="center" size="xs">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="solid" colorPalette="gray" bg="white" color="brand.900" _hover={{ bg: 'gray.100' }}>
          Logout
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Logout</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>Are you sure you want to logout?</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={confirm} loading={logout.isPending}>
                Yes, Logout
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
