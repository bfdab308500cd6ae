/** The toasts' store and region (see toaster.tsx), loaded on demand. */
import { createToaster, Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { i18n, useMessages } from '../i18n/index.ts';

// The region's name (Chakra's is English whatever the language); Alt+T moves the focus to it.
const messages = i18n('toast', { close: 'Close', region: 'Notifications (Alt+T)' });

export const toastStore = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

export default function ToasterView() {
  const t = useMessages(messages);
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }} aria-label={t.region}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t.close} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
