/** The Download-app popup's dialog (see download-popup.tsx), loaded on demand. */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

export default function DownloadPopupView({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center" size="xs">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Download App</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Get the app on your phone: faster play, live results and your wallet in one tap.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              <Button asChild colorPalette="brand" onClick={() => setOpen(false)}>
                <RouterLink to="/download_app">Download</RouterLink>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
