/** Approve and Reject for one pending request, each confirmed first; the server's answer is the outcome shown. */
import { Button, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import type { Decision } from './queries.ts';

interface DecisionButtonsProps {
  id: string;
  what: string;
  approveLabel: string;
  approveText: ReactNode;
  rejectText: ReactNode;
  /** Approving is refused now (the reason is shown beside the buttons): only rejecting is offered. */
  approveBlocked?: boolean;
  decide: { mutate: (decision: Decision, options: { onSuccess: (reply: { msg: string }) => void; onError: (e: unknown) => void }) => void; isPending: boolean };
}

export function DecisionButtons({ id, what, approveLabel, approveText, rejectText, approveBlocked = false, decide }: DecisionButtonsProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const confirm = (text: string) =>
    decide.mutate(
      { id, approve: open === 'approve', text },
      {
        onSuccess: (reply) => {
          setOpen(null);
          reportSuccess(reply.msg);
        },
        onError: (error) => {
          setOpen(null);
          reportFailure(error, queryClient);
        },
      },
    );
  return (
    <HStack gap="2">
      <Button size="xs" colorPalette="brand" disabled={approveBlocked} onClick={() => setOpen('approve')} aria-label={`${approveLabel} ${what}`}>
        {approveLabel}
      </Button>
      <Button size="xs" colorPalette="red" variant="outline" onClick={() => setOpen('reject')} aria-label={`Reject ${what}`}>
        Reject
      </Button>
      <ConfirmDialog
        open={open !== null}
        title={open === 'approve' ? `${approveLabel} ${what}?` : `Reject ${what}?`}
        confirmLabel={open === 'approve' ? approveLabel : 'Reject'}
        reason={open === 'approve' ? 'optional' : 'required'}
        reasonLabel={open === 'approve' ? 'Note for the player (optional)' : 'Reason the player will see'}
        destructive={open === 'reject'}
        busy={decide.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(null)}
      >
        {open === 'approve' ? approveText : rejectText}
      </ConfirmDialog>
    </HStack>
  );
}
