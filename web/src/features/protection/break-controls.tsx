/** Take a break or exclude oneself, each after a confirmation; the block in force when there is one. */
import { Alert, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { messageOf } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { ConfirmButton } from '../../components/confirm-dialog.tsx';
import { type Protection, useSelfExclude, useTakeBreak } from './queries.ts';

const BREAKS = [
  { period: '24h', label: '24 hours' },
  { period: '7d', label: '7 days' },
  { period: '30d', label: '30 days' },
] as const;
const EXCLUSIONS = [
  { period: '6m', label: '6 months' },
  { period: '1y', label: '1 year' },
  { period: 'permanent', label: 'Permanently' },
] as const;

export function BlockInForce({ block }: { block: NonNullable<Protection['block']> }) {
  const until = block.ends_at === null ? 'permanently' : `until ${formatDateTime(block.ends_at)}`;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{block.kind === 'break' ? `You are taking a break ${until}.` : `You are self-excluded ${until}.`}</Alert.Title>
        <Alert.Description>Bets and deposits are closed; withdrawals and your history stay open. This cannot be ended early.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function TakeBreak() {
  const takeBreak = useTakeBreak();
  return (
    <Stack gap="2">
      <Text>No bets and no deposits until the break ends. It cannot be ended early.</Text>
      <HStack wrap="wrap">
        {BREAKS.map(({ period, label }) => (
          <ConfirmButton
            key={period}
            label={label}
            title={`Take a break for ${label}?`}
            description="You will not be able to bet or deposit until it ends, and it cannot be ended early. Withdrawals and history stay open."
            confirmLabel="Yes, take a break"
            pending={takeBreak.isPending}
            onConfirm={(close) =>
              takeBreak.mutate(period, {
                onSuccess: (reply) => {
                  close();
                  showAlert(reply.msg);
                },
                onError: (error) => showAlert(messageOf(error)),
              })
            }
          />
        ))}
      </HStack>
    </Stack>
  );
}

export function SelfExclude() {
  const [period, setPeriod] = useState<(typeof EXCLUSIONS)[number]['period']>('6m');
  const exclude = useSelfExclude();
  const label = EXCLUSIONS.find((e) => e.period === period)?.label ?? '';
  return (
    <Stack gap="2">
      <Text>Close betting and deposits for a long time. Your mobile number cannot open a new account until it ends.</Text>
      <NativeSelect.Root maxW="60">
        <NativeSelect.Field aria-label="Self-exclusion period" value={period} onChange={(e) => setPeriod(e.target.value as typeof period)} bg="bg">
          {EXCLUSIONS.map((e) => (
            <option key={e.period} value={e.period}>
              {e.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <ConfirmButton
        label="Self-exclude"
        title={`Exclude yourself ${period === 'permanent' ? 'permanently' : `for ${label}`}?`}
        description="This cannot be undone, by you or by us. You can still withdraw your balance and read your history."
        confirmLabel="Yes, exclude me"
        colorPalette="red"
        pending={exclude.isPending}
        onConfirm={(close) =>
          exclude.mutate(period, {
            onSuccess: (reply) => {
              close();
              showAlert(reply.msg);
            },
            onError: (error) => showAlert(messageOf(error)),
          })
        }
      />
    </Stack>
  );
}
