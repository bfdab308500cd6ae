/**
 * A player's account controls: block or allow betting and withdrawals, suspend or reactivate, log out everywhere;
 * each asks for a reason and confirmation, and says what it changed (or that another operator already had).
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { type PlayerSummary, useLogoutEverywhere, usePlayerStatus } from './player-queries.ts';

type Flag = 'betting_blocked' | 'withdrawals_blocked' | 'suspended';
type Action = { flag: Flag; value: boolean } | { logout: true };

const LABELS: Record<Flag, [string, string, string]> = {
  betting_blocked: ['Block betting', 'Allow betting', 'The player cannot place bids until you allow it again.'],
  withdrawals_blocked: ['Block withdrawals', 'Allow withdrawals', 'The player cannot request withdrawals until you allow it again.'],
  suspended: ['Suspend account', 'Reactivate account', 'The player cannot log in, and every session ends now.'],
};

export function PlayerStatus({ player, liveSessions }: { player: PlayerSummary; liveSessions: number }) {
  const queryClient = useQueryClient();
  const status = usePlayerStatus(player.id);
  const logout = useLogoutEverywhere(player.id);
  const [action, setAction] = useState<Action | null>(null);
  const title = !action ? '' : 'logout' in action ? `Log ${player.name} out everywhere?` : `${LABELS[action.flag][action.value ? 0 : 1]}?`;
  const confirm = (reason: string) => {
    if (!action) return;
    const done = { onError: (error: unknown) => reportFailure(error, queryClient), onSettled: () => setAction(null) };
    if ('logout' in action) logout.mutate(reason, { ...done, onSuccess: (reply) => reportSuccess(reply.msg) });
    else status.mutate({ [action.flag]: action.value, reason }, { ...done, onSuccess: (reply) => reportSuccess(reply.msg) });
  };
  return (
    <Stack gap="3">
      <HStack wrap="wrap" gap="2">
        {(Object.keys(LABELS) as Flag[]).map((flag) => (
          <Button
            key={flag}
            size="sm"
            variant="outline"
            colorPalette={player[flag] ? 'green' : 'red'}
            onClick={() => setAction({ flag, value: !player[flag] })}
          >
            {LABELS[flag][player[flag] ? 1 : 0]}
          </Button>
        ))}
        <Button size="sm" variant="outline" onClick={() => setAction({ logout: true })}>
          Log out everywhere
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {liveSessions} live session{liveSessions === 1 ? '' : 's'}.
      </Text>
      <ConfirmDialog
        open={action !== null}
        title={title}
        confirmLabel={!action ? '' : 'logout' in action ? 'Log out everywhere' : LABELS[action.flag][action.value ? 0 : 1]}
        reason={action && 'logout' in action ? 'optional' : 'required'}
        destructive={Boolean(action && ('logout' in action || action.value))}
        busy={status.isPending || logout.isPending}
        onClose={() => setAction(null)}
        onConfirm={confirm}
      >
        {!action
          ? ''
          : 'logout' in action
            ? 'Every session of the player on every device ends now.'
            : action.value
              ? LABELS[action.flag][2]
              : 'The player gets this back at once.'}
      </ConfirmDialog>
    </Stack>
  );
}
