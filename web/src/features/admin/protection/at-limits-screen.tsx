/**
 * Players at limits: who has used all of a deposit or loss limit in its current period, and who is on a break or
 * self-excluded now, with a link to each player's page.
 */
import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useApi } from '../../../api/client.ts';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Section } from '../../../components/page.tsx';
import { Empty, ErrorState, Loading } from '../../../components/query-states.tsx';
import { formatDateTime, formatPoints } from '../../../lib/format.ts';
import { LIMIT_LABELS } from '../../protection/limit-row.tsx';
import { ConsolePage } from '../console-page.tsx';
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

export function AtLimitsScreen() {
  const query = useQuery(atLimitsOptions(useApi()));
  return (
    <ConsolePage title="Players at limits" subtitle="Limits used up in their current period, and breaks and exclusions in force now.">
      {query.isPending && <Loading label="Loading the players at limits" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          <Section title="Limits used up">
            {query.data.at_limits.length === 0 ? (
              <Empty text="No player has used all of a limit." />
            ) : (
              <DataTable caption="Limits used up" columns={limitColumns} rows={query.data.at_limits} rowKey={(row) => `${row.user_id}-${row.kind}`} />
            )}
          </Section>
          <Section title="On a break or excluded">
            {query.data.blocked.length === 0 ? (
              <Empty text="No player is on a break or excluded." />
            ) : (
              <DataTable caption="On a break or excluded" columns={blockedColumns} rows={query.data.blocked} rowKey={(row) => row.user_id} />
            )}
          </Section>
        </>
      )}
    </ConsolePage>
  );
}
