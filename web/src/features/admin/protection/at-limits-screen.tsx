/**
 * Players at limits: who has used all of a deposit or loss limit in its current period, and who is on a break or
 * self-excluded now, with a link to each player's page; each list pages on the server.
 */
import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { Section } from '../../../components/page.tsx';
import { formatDateTime, formatPoints } from '../../../lib/format.ts';
import { LIMIT_LABELS } from './limit-labels.ts';
import { ConsolePage } from '../console-page.tsx';
import { PagedTable, usePager } from '../paging.tsx';
import { type AtLimits, atLimitsOptions } from './queries.ts';
import { blockText } from './player-protection.tsx';

type AtLimit = AtLimits['at_limits'][number];
type Blocked = AtLimits['blocked'][number];

function PlayerLink({ row }: { row: { user_id: string; user_name: string; mobile: string } }) {
  return (
    <Stack gap="0">
      <Link asChild color="brand.fg">
        <RouterLink to="/admin/players/$userId" params={{ userId: row.user_id }}>
          {row.user_name}
        </RouterLink>
      </Link>
      <Text fontSize="xs">{row.mobile}</Text>
    </Stack>
  );
}

const limitColumns: Column<AtLimit>[] = [
  { header: 'Player', cell: (row) => <PlayerLink row={row} /> },
  { header: 'Limit', cell: (row) => LIMIT_LABELS[row.kind] },
  { header: 'Amount', numeric: true, cell: (row) => formatPoints(row.amount) },
  { header: 'Used', numeric: true, cell: (row) => formatPoints(row.used) },
  { header: 'Resets', cell: (row) => formatDateTime(row.resets_at) },
];

const blockedColumns: Column<Blocked>[] = [
  { header: 'Player', cell: (row) => <PlayerLink row={row} /> },
  { header: 'Block', cell: (row) => blockText(row) },
  { header: 'Since', cell: (row) => formatDateTime(row.started_at) },
];

function LimitsUsedUp() {
  const pager = usePager('limits');
  const query = useQuery({ ...atLimitsOptions(useApi(), pager.offset), select: (r) => ({ items: r.at_limits, total: r.at_limits_total }) });
  return (
    <PagedTable
      caption="Limits used up"
      query={query}
      pager={pager}
      columns={limitColumns}
      rowKey={(row) => `${row.user_id}-${row.kind}`}
      empty="No player has used all of a limit."
    />
  );
}

function BlockedPlayers() {
  const pager = usePager('blocked');
  const query = useQuery({ ...atLimitsOptions(useApi(), pager.offset), select: (r) => ({ items: r.blocked, total: r.blocked_total }) });
  return (
    <PagedTable
      caption="On a break or excluded"
      query={query}
      pager={pager}
      columns={blockedColumns}
      rowKey={(row) => row.user_id}
      empty="No player is on a break or excluded."
    />
  );
}

export function AtLimitsScreen() {
  return (
    <ConsolePage title="Players at limits" subtitle="Limits used up in their current period, and breaks and exclusions in force now.">
      <Section title="Limits used up">
        <LimitsUsedUp />
      </Section>
      <Section title="On a break or excluded">
        <BlockedPlayers />
      </Section>
    </ConsolePage>
  );
}
