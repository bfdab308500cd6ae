/** Players: search by mobile, name or username, filter by state, paged on the server. */
import { Badge, Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { ChoiceSelect } from '../../../components/choice-select.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { formatDateTime, formatPoints } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { ExportButton } from '../reports/export-button.tsx';
import { PagedTable, usePager } from '../paging.tsx';
import { type PlayerFilter, type PlayerSummary, playersOptions } from './player-queries.ts';

export function PlayerFlags({ player }: { player: PlayerSummary }) {
  const flags = [
    player.suspended && ['Suspended', 'red'],
    player.betting_blocked && ['Betting blocked', 'orange'],
    player.withdrawals_blocked && ['Withdrawals blocked', 'orange'],
  ].filter((flag): flag is [string, string] => Boolean(flag));
  if (flags.length === 0) return <Badge colorPalette="green">Active</Badge>;
  return (
    <HStack gap="1" wrap="wrap">
      {flags.map(([label, palette]) => (
        <Badge key={label} colorPalette={palette}>
          {label}
        </Badge>
      ))}
    </HStack>
  );
}

const columns: Column<PlayerSummary>[] = [
  {
    header: 'Player',
    cell: (row) => (
      <Stack gap="0">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/admin/players/$userId" params={{ userId: row.id }}>
            {row.name}
          </RouterLink>
        </Link>
        <Text fontSize="xs">{row.username}</Text>
      </Stack>
    ),
  },
  { header: 'Mobile', cell: (row) => row.mobile },
  { header: 'Balance', numeric: true, cell: (row) => formatPoints(row.wallet_balance) },
  { header: 'State', cell: (row) => <PlayerFlags player={row} /> },
  { header: 'Registered', cell: (row) => formatDateTime(row.created_at) },
];

const FILTERS: [PlayerFilter, string][] = [
  ['all', 'All players'],
  ['active', 'Active'],
  ['suspended', 'Suspended'],
  ['betting_blocked', 'Betting blocked'],
  ['withdrawals_blocked', 'Withdrawals blocked'],
];

export function PlayersScreen() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<PlayerFilter>('all');
  const pager = usePager(`${q}|${filter}`);
  const query = useQuery(playersOptions(useApi(), q, filter, pager.offset));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  return (
    <ConsolePage
      title="Players"
      actions={<ExportButton table="players" query={{ ...(q ? { q } : {}), ...(filter === 'all' ? {} : { player_status: filter }) }} />}
    >
      <form role="search" aria-label="Find players" onSubmit={submit} noValidate>
        <HStack align="flex-end" wrap="wrap" gap="3">
          <FormField label="Mobile, name or username" flex="1" minW="60">
            <Input type="search" value={text} onChange={(e) => setText(e.target.value)} />
          </FormField>
          <FormField label="State" w="auto">
            <ChoiceSelect
              choices={FILTERS}
              value={filter}
              onChange={(e) => setFilter((FILTERS.find(([v]) => v === e.target.value)?.[0] ?? 'all') as PlayerFilter)}
            />
          </FormField>
          <Button type="submit" colorPalette="brand">
            Search
          </Button>
        </HStack>
      </form>
      <PagedTable caption="Players" query={query} pager={pager} columns={columns} rowKey={(row) => row.id} empty="No players match." />
    </ConsolePage>
  );
}
