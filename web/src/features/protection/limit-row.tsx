/** One limit: what is in force, used and when it resets, a pending raise and when it applies, and a form to change it. */
import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import { type Limit, useSetLimit } from './queries.ts';

export const LIMIT_LABELS: Record<Limit['kind'], string> = {
  deposit_day: 'Daily deposit limit',
  deposit_week: 'Weekly deposit limit',
  deposit_month: 'Monthly deposit limit',
  loss_day: 'Daily loss limit',
  loss_week: 'Weekly loss limit',
};

const amountText = (amount: number | null) => (amount === null ? 'No limit' : `${formatPoints(amount)} points`);

export function LimitRow({ limit }: { limit: Limit }) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const setLimit = useSetLimit();
  const label = LIMIT_LABELS[limit.kind];

  const send = (amount: number | null) =>
    setLimit.mutate(
      { kind: limit.kind, amount },
      {
        onSuccess: (reply) => {
          setValue('');
          if (reply.code === 'LIMIT_PENDING') showAlert(reply.msg);
          else toastSuccess(reply.msg);
        },
        onError: (error) => showAlert(messageOf(error)),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[1-9][0-9]{0,7}$/.test(value.trim())) {
      setProblem('Enter a whole number of points');
      return;
    }
    setProblem(undefined);
    send(Number(value.trim()));
  };

  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" listStyleType="none" aria-label={label}>
      <Stack gap="1">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{label}</Text>
          <Text data-testid={`${limit.kind}-amount`}>{amountText(limit.amount)}</Text>
        </HStack>
        {limit.amount !== null && (
          <Text fontSize="sm" color="fg.muted">
            Used {formatPoints(limit.used)} points; resets {formatDateTime(limit.resets_at)}
          </Text>
        )}
        {limit.operator_amount !== null && <Text fontSize="sm">Set by the operator: {formatPoints(limit.operator_amount)} points</Text>}
        {limit.pending && (
          <Badge colorPalette="orange" alignSelf="start" whiteSpace="normal">
            {limit.pending.amount === null ? 'Removal' : `Raise to ${formatPoints(limit.pending.amount)} points`} applies{' '}
            {formatDateTime(limit.pending.applies_at)}
          </Badge>
        )}
        <form onSubmit={submit} aria-label={`Change ${label.toLowerCase()}`}>
          <HStack mt="2" align="start" wrap="wrap">
            <Box flex="1" minW="40">
              <Input
                aria-label={`New ${label.toLowerCase()} in points`}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                inputMode="numeric"
                placeholder="Points"
                aria-invalid={problem ? true : undefined}
                bg="bg"
              />
              {problem && (
                <Text color="fg.error" fontSize="sm">
                  {problem}
                </Text>
              )}
            </Box>
            <Button type="submit" colorPalette="brand" loading={setLimit.isPending}>
              Set
            </Button>
            {limit.player_amount !== null && (
              <Button variant="outline" onClick={() => send(null)} disabled={setLimit.isPending}>
                Remove
              </Button>
            )}
          </HStack>
        </form>
      </Stack>
    </Box>
  );
}
