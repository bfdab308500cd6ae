/** Short confirmations (the spec's success alerts) as polite toasts at the top of the screen. */
import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

export function toastSuccess(text: string): void {
  toaster.create({ type: 'success', title: text, closable: true, duration: 4000 });
}

export function toastInfo(text: string): void {
  toaster.create({ type: 'info', title: text, closable: true, duration: 5000 });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Close" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
