/**
 * A player who forgot their password: once support has checked it is them, the operator sets a temporary password
 * (8+ characters) with a reason, after a confirmation; every session of the player ends, and the player chooses a
 * new password at their next login.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { PASSWORD_MIN_LENGTH } from '../../auth/validation.ts';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { useResetPassword } from './player-queries.ts';

export function ResetPasswordForm({ userId, name }: { userId: string; name: string }) {
  const queryClient = useQueryClient();
  const reset = useResetPassword(userId);
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ password?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (password.length < PASSWORD_MIN_LENGTH || !password.trim()) found.password = `At least ${PASSWORD_MIN_LENGTH} characters`;
    if (reason.trim().length < 3) found.reason = 'Please give a reason of 3 to 200 characters';
    setProblems(found);
    if (!found.password && !found.reason) setConfirming(true);
  };
  const confirm = () =>
    reset.mutate(
      { password, reason: reason.trim() },
      {
        onSuccess: (reply) => {
          reportSuccess(reply.msg);
          setPassword('');
          setReason('');
        },
        onError: (error) => reportFailure(error, queryClient),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <form aria-label="Set a temporary password" onSubmit={submit} noValidate>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          For a player who forgot their password. Check it is them first (a call from the registered mobile number, their bank details), then tell them this
          password: they choose their own at their next login.
        </Text>
        <HStack align="flex-start" wrap="wrap" gap="3">
          <FormField label="Temporary password" required error={problems.password} w="auto">
            <Input type="text" autoComplete="off" spellCheck={false} maxLength={64} value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          <FormField label="Reason" required error={problems.reason} helper="For the operators: the audit log keeps it." flex="1" minW="60">
            <Input maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
        </HStack>
        <Button type="submit" variant="outline" colorPalette="red" alignSelf="flex-start">
          Set temporary password
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Set a temporary password for ${name}?`}
        confirmLabel="Set temporary password"
        destructive
        busy={reset.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
      >
        {`Reason: ${reason.trim()}. The old password stops working and every session of the player ends now; the player is told in Notifications.`}
      </ConfirmDialog>
    </form>
  );
}
