/**
 * Exposure: for a market day, every number bid on with its pending stake and what it would pay, riskiest first,
 * filterable by session and bid type; refreshed every 15 seconds while open.
 */
import { HStack, NativeSelect, Stack, Stat, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../api/client.ts';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { Section } from '../../../components/page.tsx';
import { Empty, ErrorState, Loading } from '../../../components/query-states.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { type DayChoice, DayPicker } from '../results/day-picker.tsx';
import { bidTypeName, type ExposureRow, exposureOptions } from './queries.ts';

const columns: Column<ExposureRow>[] = [
  { header: 'Bid type', cell: (row) => bidTypeName(row.bid_type) },
  { header: 'Session', cell: (row) => (row.session === 'close' ? 'Close' : row.session === 'open' ? 'Open' : row.session) },
  { header: 'Number', cell: (row) => <Text fontFamily="mono">{row.closedigits ? `${row.digits}-${row.closedigits}` : row.digits}</Text> },
  { header: 'Bids', numeric: true, cell: (row) => row.bids },
  { header: 'Stake', numeric: true, cell: (row) => formatPoints(row.total_points) },
  { header: 'Potential payout', numeric: true, cell: (row) => formatPoints(row.potential_payout) },
  { header: 'House result if it wins', numeric: true, cell: (row) => formatPoints(row.total_points - row.potential_payout) },
];

function Select({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  return (
    <FormField label={label} w="auto">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

function Report({ marketId, date }: { marketId: string; date: string }) {
  const query = useQuery(exposureOptions(useApi(), marketId, date));
  const [session, setSession] = useState('all');
  const [type, setType] = useState('all');
  if (query.isPending) return <Loading label="Loading the exposure" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const types = [...new Set(query.data.rows.map((row) => row.bid_type))];
  const rows = query.data.rows
    .filter((row) => (session === 'all' || row.session === session) && (type === 'all' || row.bid_type === type))
    .sort((a, b) => b.potential_payout - a.potential_payout);
  const stake = rows.reduce((sum, row) => sum + row.total_points, 0);
  const worst = rows[0]?.potential_payout ?? 0;
  return (
    <Stack gap="3">
      <HStack wrap="wrap" gap="6">
        <Stat.Root>
          <Stat.Label>Pending stake</Stat.Label>
          <Stat.ValueText>{formatPoints(stake)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Largest single payout</Stat.Label>
          <Stat.ValueText>{formatPoints(worst)}</Stat.ValueText>
        </Stat.Root>
      </HStack>
      <HStack wrap="wrap" gap="3">
        <Select
          label="Session"
          value={session}
          onChange={setSession}
          options={[
            ['all', 'All'],
            ['open', 'Open'],
            ['close', 'Close'],
          ]}
        />
        <Select label="Bid type" value={type} onChange={setType} options={[['all', 'All'], ...types.map((t): [string, string] => [t, bidTypeName(t)])]} />
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Updated {new Date(query.dataUpdatedAt).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata' })} IST; refreshed every 15 seconds.
      </Text>
      {rows.length === 0 ? (
        <Empty text="No pending bids on this day." />
      ) : (
        <DataTable caption="Exposure" columns={columns} rows={rows} rowKey={(row) => `${row.bid_type}-${row.session}-${row.digits}-${row.closedigits}`} />
      )}
    </Stack>
  );
}

export function ExposureScreen({ choice, onChoose }: { choice: DayChoice; onChoose: (next: { market: string; date: string }) => void }) {
  return (
    <ConsolePage title="Exposure" subtitle="What each number would pay if it wins, riskiest first.">
      <Section>
        <DayPicker key={`${choice.market}-${choice.date}`} value={choice} onChange={onChoose} label="Choose a market day" />
      </Section>
      {choice.market && choice.date && <Report key={`${choice.market}-${choice.date}`} marketId={choice.market} date={choice.date} />}
    </ConsolePage>
  );
}
