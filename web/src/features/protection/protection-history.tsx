/** Every change to the player's limits, breaks, exclusions and reality check. */
import { List, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/format.ts';
import type { Protection } from './queries.ts';
import { useMessages } from '../../i18n/index.ts';
import { protectionMessages } from './messages.ts';

type Texts = ReturnType<typeof protectionMessages.get>;
const PERIODS: Record<string, keyof Texts> = { '24h': 'h24', '7d': 'd7', '30d': 'd30', '6m': 'm6', '1y': 'y1', permanent: 'permanently' };
const has = (t: Texts, key: string): key is keyof Texts => Object.hasOwn(t, key);

function detailText(t: Texts, details: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof details.kind === 'string') parts.push(has(t, details.kind) ? String(t[details.kind]) : details.kind.replace('_', ' '));
  if ('amount' in details) parts.push(details.amount === null ? t.noLimit.toLowerCase() : t.points({ points: String(details.amount) }));
  if (typeof details.period === 'string') {
    const period = PERIODS[details.period];
    parts.push(period ? String(t[period]) : details.period);
  }
  if (typeof details.interval_minutes === 'number') {
    parts.push(details.interval_minutes ? t.minutes({ minutes: String(details.interval_minutes) }) : t.realityOff.toLowerCase());
  }
  return parts.join(', ');
}

export function ProtectionHistory({ history }: { history: Protection['history'] }) {
  const t = useMessages(protectionMessages);
  if (history.length === 0) return <Text color="fg.muted">{t.noChanges}</Text>;
  return (
    <List.Root ps="5" gap="1">
      {history.map((h, i) => (
        <List.Item key={`${h.created_at}-${i}`}>
          {formatDateTime(h.created_at)}: {has(t, h.action) ? String(t[h.action]) : h.action} ({detailText(t, h.details)})
        </List.Item>
      ))}
    </List.Root>
  );
}
