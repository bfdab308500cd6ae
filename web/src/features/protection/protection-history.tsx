/** Every change to the player's limits, breaks, exclusions and reality check. */
import { List, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/format.ts';
import type { Protection } from './queries.ts';

const ACTIONS: Record<string, string> = {
  'limit.lowered': 'Limit set',
  'limit.raise_requested': 'Raise requested',
  'limit.removal_requested': 'Removal requested',
  'limit.pending_cancelled': 'Pending change cancelled',
  'limit.operator_set': 'Limit set by the operator',
  'break.taken': 'Break taken',
  'exclusion.taken': 'Self-excluded',
  'reality_check.set': 'Reality check changed',
};

function detailText(details: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof details.kind === 'string') parts.push(details.kind.replace('_', ' '));
  if ('amount' in details) parts.push(details.amount === null ? 'no limit' : `${String(details.amount)} points`);
  if (typeof details.period === 'string') parts.push(details.period);
  if (typeof details.interval_minutes === 'number') parts.push(details.interval_minutes ? `${details.interval_minutes} minutes` : 'off');
  return parts.join(', ');
}

export function ProtectionHistory({ history }: { history: Protection['history'] }) {
  if (history.length === 0) return <Text color="fg.muted">No changes yet.</Text>;
  return (
    <List.Root ps="5" gap="1">
      {history.map((h, i) => (
        <List.Item key={`${h.created_at}-${i}`}>
          {formatDateTime(h.created_at)}: {ACTIONS[h.action] ?? h.action} ({detailText(h.details)})
        </List.Item>
      ))}
    </List.Root>
  );
}
