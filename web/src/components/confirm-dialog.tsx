/**
 * The one confirmation before a destructive or money-moving action, for players and operators alike: what will
 * happen, an optional reason (required when asked for, 3 to 200 characters as the server wants), Cancel (focused
 * first) and the action. The action's outcome is the caller's. `ConfirmButton` is a button that opens it.
 */
import { Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { Button } from './busy-button.tsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** A reason field: 'required' (rejections, corrections), 'optional' (a note) or none. */
  reason?: 'required' | 'optional';
  reasonLabel?: string;
  /** The cancel button's text (the player app passes it in the player's language). */
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  /** The confirm button waits (what the action would do is still loading, or could not be loaded). */
  disabled?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** Once the dialog has closed (its exit finished, focus back on the page). */
  onClosed?: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    title,
    children,
    confirmLabel,
    reason,
    reasonLabel = 'Reason',
    cancelLabel = 'Cancel',
    destructive,
    busy,
    disabled,
    onConfirm,
    onClose,
    onClosed,
  } = props;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Confirmed once: a second click that comes before the button shows it is busy (a double click, a slow phone)
  // sends nothing. Free again once the action has run (busy and back), or at once when it started none.
  const sent = useRef(false);
  const busyNow = useRef(busy);
  useEffect(() => {
    busyNow.current = busy;
    if (!busy) sent.current = false;
  }, [busy]);
  useEffect(() => {
    if (open) sent.current = false;
  }, [open]);
  const submit = () => {
    if (sent.current || busy) return;
    const trimmed = text.trim();
    if (reason === 'required' && trimmed.length < 3) return setProblem('Please give a reason of 3 to 200 characters');
    sent.current = true;
    setTimeout(() => {
      if (!busyNow.current) sent.current = false;
    }, 1000);
    onConfirm(trimmed);
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      onExitComplete={() => {
        setText('');
        setProblem('');
        onClosed?.();
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {children && <Text as="div">{children}</Text>}
                {reason && (
                  <Field.Root invalid={Boolean(problem)} required={reason === 'required'}>
                    <Field.Label>
                      {reasonLabel}
                      {reason === 'required' && <Field.RequiredIndicator color="red.700" />}
                    </Field.Label>
                    <Textarea
                      value={text}
                      maxLength={200}
                      onChange={(event) => {
                        setText(event.target.value);
                        setProblem('');
                      }}
                    />
                    {problem && <Field.ErrorText color="red.700">{problem}</Field.ErrorText>}
                  </Field.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'brand'} loading={busy} disabled={disabled} onClick={submit}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ConfirmButtonProps {
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pending: boolean;
  /**
   * Runs the action; call `close` once it has worked, with what to do once the dialog has closed (an alert of the
   * outcome: opened while the dialog still closes, it would be closed with it).
   */
  onConfirm: (close: (then?: () => void) => void) => void;
  colorPalette?: string;
}

/** A button that asks first: the action runs only from the confirmation's own button. */
export function ConfirmButton({ label, title, description, confirmLabel, cancelLabel, pending, onConfirm, colorPalette = 'brand' }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const openNow = useRef(open);
  useEffect(() => {
    openNow.current = open;
  }, [open]);
  const afterClose = useRef<(() => void) | undefined>(undefined);
  // Taken off the page (the outcome refreshed it) before the dialog's exit finished: what was to follow runs now.
  useEffect(
    () => () => {
      afterClose.current?.();
      afterClose.current = undefined;
    },
    [],
  );
  return (
    <>
      <Button variant="outline" colorPalette={colorPalette} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        destructive={colorPalette === 'red'}
        busy={pending}
        onClose={() => setOpen(false)}
        onClosed={() => {
          afterClose.current?.();
          afterClose.current = undefined;
        }}
        onConfirm={() =>
          onConfirm((then) => {
            // Closed already (Cancel while the action ran): nothing will finish closing, so what follows runs now.
            if (!openNow.current) return then?.();
            afterClose.current = then;
            setOpen(false);
          })
        }
      >
        {description}
      </ConfirmDialog>
    </>
  );
}
