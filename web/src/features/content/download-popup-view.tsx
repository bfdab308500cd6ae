/** The Download-app popup's dialog (see download-popup.tsx), loaded on demand. */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('downloadPopup', {
  title: 'Download App',
  body: 'Get the app on your phone: faster play, live results and your wallet in one tap.',
  close: 'Close',
  download: 'Download',
});

export default function DownloadPopupView({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const t = useMessages(messages);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center" size="xs">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t.body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t.close}</Button>
              </Dialog.ActionTrigger>
              <Button asChild colorPalette="brand" onClick={() => setOpen(false)}>
                <RouterLink to="/download_app">{t.download}</RouterLink>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
