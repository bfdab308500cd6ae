/**
 * Suspend or reactivate another operator's account, or end its sessions: each confirmed first, a reason required for
 * the state and optional for the sessions. The caller's own account offers no suspension.
 */
import { Button, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { type OperatorAccount, useEndOperatorSessions, useOperatorStatus } from './queries.ts';

type Action = 'suspend' | 'reactivate' | 'logout';

const TEXTS: Record<Action, { label: string; says: string }> = {
  suspend: { label: 'Suspend', says: 'They cannot log in, and every session of theirs ends now.' },
  reactivate: { label: 'Reactivate', says: 'They can log in to the console again.' },
  logout: { label: 'End sessions', says: 'Every session of this account ends now; the password still logs in.' },
};

export function OperatorActions({ operator }: { operator: OperatorAccount }) {
  const queryClient = useQueryClient();
  const status = useOperatorStatus();
  const logout = useEndOperatorSessions();
  const [action, setAction] = useState<Action | null>(null);
  const actions: Action[] = operator.you ? [] : [operator.suspended ? 'reactivate' : 'suspend', ...(operator.suspended ? [] : ['logout' as const])];
  if (actions.length === 0) return '—';
  const confirm = (reason: string) => {
    if (!action) return;
    const outcome = { onSuccess: (reply: { msg: string }) => reportSuccess(reply.msg), onError: (e: unknown) => reportFailure(e, queryClient) };
    const done = { ...outcome, onSettled: () => setAction(null) };
    if (action === 'logout') logout.mutate({ id: operator.id, reason }, done);
    else status.mutate({ id: operator.id, suspended: action === 'suspend', reason }, done);
  };
  return (
    <HStack gap="2" wrap="wrap">
      {actions.map((a) => (
        <Button
          key={a}
          size="xs"
          variant="outline"
          colorPalette={a === 'reactivate' ? 'green' : 'red'}
          onClick={() => setAction(a)}
          aria-label={`${TEXTS[a].label} ${operator.name}`}
        >
          {TEXTS[a].label}
        </Button>
      ))}
      <ConfirmDialog
        open={action !== null}
        title={action ? `${TEXTS[action].label} ${operator.name}?` : ''}
        confirmLabel={action ? TEXTS[action].label : ''}
        reason={action === 'logout' ? 'optional' : 'required'}
        destructive={action !== 'reactivate'}
        busy={status.isPending || logout.isPending}
        onClose={() => setAction(null)}
        onConfirm={confirm}
      >
        {action ? TEXTS[action].says : ''}
      </ConfirmDialog>
    </HStack>
  );
}
