/**
 * A player's protection on their console page: each limit (the player's, the operator's, the one in force, what is
 * used and when it resets), the break or exclusion in force and the history, all read-only; the one change an
 * operator can make is a stricter limit, confirmed with a reason and written to the audit log.
 */
import { Alert, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ChoiceSelect } from '../../../components/choice-select.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ErrorState, Loading } from '../../../components/query-states.tsx';
import { formatDateTime, formatPoints } from '../../../lib/format.ts';
import { LIMIT_LABELS } from './limit-labels.ts';
import { ProtectionHistory } from '../../protection/protection-history.tsx';
import { MAX_LIMIT } from '../../protection/queries.ts';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { type LimitKind, type PlayerProtection, playerProtectionOptions, useStricterLimit } from './queries.ts';

type Limit = PlayerProtection['limits'][number];

const amount = (value: number | null) => (value === null ? 'None' : formatPoints(value));

const columns: Column<Limit>[] = [
  { header: 'Limit', cell: (row) => LIMIT_LABELS[row.kind] },
  { header: 'In force', numeric: true, cell: (row) => amount(row.amount) },
  { header: "Player's", numeric: true, cell: (row) => amount(row.player_amount) },
  { header: "Operator's", numeric: true, cell: (row) => amount(row.operator_amount) },
  { header: 'Used', numeric: true, cell: (row) => formatPoints(row.used) },
  { header: 'Resets', cell: (row) => formatDateTime(row.resets_at) },
  {
    header: 'Pending change',
    cell: (row) =>
      row.pending ? `${row.pending.amount === null ? 'Removal' : formatPoints(row.pending.amount)} from ${formatDateTime(row.pending.applies_at)}` : '—',
  },
];

const PERIODS: Record<string, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days', '6m': '6 months', '1y': '1 year', permanent: 'permanent' };

export function blockText(block: { kind: 'break' | 'exclusion'; period: string; ends_at: string | null }): string {
  const what = block.kind === 'break' ? `On a break (${PERIODS[block.period] ?? block.period})` : `Self-excluded (${PERIODS[block.period] ?? block.period})`;
  return `${what}, ${block.ends_at === null ? 'permanently' : `until ${formatDateTime(block.ends_at)}`}.`;
}

function StricterLimitForm({ userId, limits }: { userId: string; limits: Limit[] }) {
  const queryClient = useQueryClient();
  const stricter = useStricterLimit(userId);
  const [kind, setKind] = useState<LimitKind>('loss_day');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const inForce = limits.find((l) => l.kind === kind)?.amount ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const points = Number(value);
    let found = '';
    if (!/^[1-9][0-9]{0,7}$/.test(value) || Number(value) > MAX_LIMIT) found = 'Enter a whole number of points from 1 to 1,00,00,000';
    else if (inForce !== null && points >= inForce) found = `The limit in force is ${formatPoints(inForce)} points; set a lower one`;
    setProblem(found);
    if (!found) setConfirming(true);
  };
  return (
    <form aria-label="Set a stricter limit" onSubmit={submit} noValidate>
      <HStack align="flex-start" wrap="wrap" gap="3">
        <FormField label="Limit" w="auto">
          <ChoiceSelect choices={Object.entries(LIMIT_LABELS)} value={kind} onChange={(e) => setKind(e.target.value as LimitKind)} />
        </FormField>
        <FormField label="New limit (points)" w="auto" error={problem} helper={inForce === null ? 'No limit in force' : `In force: ${formatPoints(inForce)}`}>
          <Input
            inputMode="numeric"
            w="40"
            value={value}
            onChange={(e) => {
              setValue(e.target.value.replace(/\D/g, ''));
              setProblem('');
            }}
          />
        </FormField>
        <Button type="submit" colorPalette="brand" variant="outline" mt="6">
          Set stricter limit
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        title={`Set the ${LIMIT_LABELS[kind].toLowerCase()} to ${formatPoints(Number(value) || 0)} points?`}
        confirmLabel="Set limit"
        reason="required"
        reasonLabel="Reason (kept in the audit log)"
        busy={stricter.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={(reason) =>
          stricter.mutate(
            { kind, amount: Number(value), reason },
            {
              onSuccess: (reply) => {
                reportSuccess(reply.msg);
                setValue('');
              },
              onError: (error) => reportFailure(error, queryClient),
              onSettled: () => setConfirming(false),
            },
          )
        }
      >
        It applies at once. The player can lower it further but never raise it above this.
      </ConfirmDialog>
    </form>
  );
}

export function PlayerProtectionPanel({ userId }: { userId: string }) {
  const query = useQuery(playerProtectionOptions(useApi(), userId));
  if (query.isPending) return <Loading label="Loading the limits" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { limits, block, reality_check_minutes: reality, history } = query.data;
  return (
    <Stack gap="4">
      {block ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{blockText(block)}</Alert.Title>
        </Alert.Root>
      ) : (
        <Text>No break or exclusion in force.</Text>
      )}
      <DataTable caption="Limits" columns={columns} rows={limits} rowKey={(row) => row.kind} />
      <Text>Reality check: {reality === 0 ? 'off' : `every ${reality} minutes`}.</Text>
      <StricterLimitForm userId={userId} limits={limits} />
      <Stack gap="1">
        <Text fontWeight="semibold">History</Text>
        <ProtectionHistory history={history} />
        {history.length >= 100 && <Text color="fg.muted">The latest 100 changes; the audit log (action "limit") holds every one.</Text>}
      </Stack>
    </Stack>
  );
}
