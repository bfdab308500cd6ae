/**
 * Adds or takes points (hundredths too: a win's half point) with a reason (for the operators) and, if written, a note the player reads in the
 * Passbook, after a confirmation that states the change. The same adjustment confirmed again after no answer came
 * carries the same Idempotency-Key, so it is made once.
 */
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { ChoiceSelect } from '../../../components/choice-select.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntentKey } from '../../../api/intent-key.ts';
import { FormField } from '../../../components/form-field.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { readPointsAmount } from '../../../lib/points-amount.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { useAdjustWallet } from './queries.ts';

/** The most one adjustment moves (the contract's limit). */
const MAX_ADJUSTMENT = 100_000_000;
const DIRECTIONS = [
  ['add', 'Add points'],
  ['take', 'Take points'],
] as const;

export function AdjustWalletForm({ userId, balance }: { userId: string; balance: number | undefined }) {
  const queryClient = useQueryClient();
  const adjust = useAdjustWallet(userId);
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const [pending, setPending] = useState<{ amount: number } | null>(null);
  const intent = useIntentKey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    const points = readPointsAmount(amount);
    if (points === undefined || points > MAX_ADJUSTMENT) found.amount = `Enter points from 0.01 to ${formatPoints(MAX_ADJUSTMENT)}, with at most two decimals`;
    else if (direction === 'take' && balance !== undefined && points > balance) found.amount = `The wallet holds only ${formatPoints(balance)} points.`;
    if (reason.trim().length < 3) found.reason = 'Please give a reason of 3 to 200 characters';
    setProblems(found);
    if (points === undefined || found.amount || found.reason) return;
    setPending({ amount: (direction === 'add' ? 1 : -1) * points });
  };
  const confirm = () => {
    if (!pending) return;
    const adjustment = { amount: pending.amount, reason: reason.trim(), playerNote: note.trim() };
    adjust.mutate(
      { ...adjustment, key: intent.keyFor(adjustment) },
      {
        onSuccess: (reply) => {
          intent.answered();
          reportSuccess(`${reply.msg} New balance ${formatPoints(reply.wallet_balance)}.`);
          setAmount('');
          setReason('');
          setNote('');
        },
        onError: (error) => {
          intent.failed(error);
          reportFailure(error, queryClient);
        },
        onSettled: () => setPending(null),
      },
    );
  };
  return (
    <form aria-label="Adjust the wallet" onSubmit={submit} noValidate>
      <Stack gap="3">
        <HStack align="flex-start" wrap="wrap" gap="3">
          <FormField label="Change" w="auto">
            <ChoiceSelect choices={DIRECTIONS} value={direction} onChange={(e) => setDirection(e.target.value === 'take' ? 'take' : 'add')} />
          </FormField>
          <FormField label="Points" required error={problems.amount} w="auto">
            <Input inputMode="decimal" w="36" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^0-9.]/g, ''))} />
          </FormField>
          <FormField label="Reason" required error={problems.reason} helper="For the operators: the audit log keeps it." flex="1" minW="60">
            <Input maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <FormField label="Note to the player" helper="Optional: shown with the entry in the player's Passbook." flex="1" minW="60">
            <Input maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
        </HStack>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Adjust wallet
        </Button>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={pending && pending.amount > 0 ? `Add ${formatPoints(pending.amount)} points?` : `Take ${formatPoints(Math.abs(pending?.amount ?? 0))} points?`}
        confirmLabel="Adjust wallet"
        destructive={(pending?.amount ?? 0) < 0}
        busy={adjust.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      >
        {`Reason: ${reason.trim()}.` +
          (note.trim() ? ` The player reads: "${note.trim()}".` : ' The player sees no note.') +
          (balance === undefined ? '' : ` The balance goes from ${formatPoints(balance)} to ${formatPoints(balance + (pending?.amount ?? 0))}.`)}
      </ConfirmDialog>
    </form>
  );
}
