/**
 * Exposure: for a market day, every number bid on with its pending stake and what it would pay, riskiest first,
 * paged on the server with the day's totals over every number; refreshed every 15 seconds while open.
 */
import { HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { ChoiceSelect } from '../../../components/choice-select.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { Section } from '../../../components/page.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { PagedTable, usePager } from '../paging.tsx';
import { type DayChoice, DayPicker } from '../results/day-picker.tsx';
import { BID_TYPES, bidTypeName, type ExposureFilter, type ExposureRow, exposureOptions } from './queries.ts';

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
      <ChoiceSelect size="sm" choices={options} value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}

function Report({ marketId, date }: { marketId: string; date: string }) {
  const [filter, setFilter] = useState<ExposureFilter>({ session: '', bidType: '' });
  // A new filter starts again at the first page.
  const pager = usePager(`${marketId}-${date}-${filter.session}-${filter.bidType}`);
  const query = useQuery({
    ...exposureOptions(useApi(), marketId, date, pager.offset, filter),
    select: (data) => ({ ...data, items: data.rows }),
  });
  return (
    <Stack gap="3">
      {query.data && (
        <HStack wrap="wrap" gap="6">
          <Stat.Root>
            <Stat.Label>Pending stake</Stat.Label>
            <Stat.ValueText>{formatPoints(query.data.total_points)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>Potential payout, all numbers</Stat.Label>
            <Stat.ValueText>{formatPoints(query.data.total_potential_payout)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>Numbers bid on</Stat.Label>
            <Stat.ValueText>{query.data.total}</Stat.ValueText>
          </Stat.Root>
        </HStack>
      )}
      <HStack wrap="wrap" gap="3">
        <Select
          label="Session"
          value={filter.session}
          onChange={(session) => setFilter({ ...filter, session: session as ExposureFilter['session'] })}
          options={[
            ['', 'All'],
            ['open', 'Open'],
            ['close', 'Close'],
          ]}
        />
        <Select
          label="Bid type"
          value={filter.bidType}
          onChange={(bidType) => setFilter({ ...filter, bidType: bidType as ExposureFilter['bidType'] })}
          options={[['', 'All'], ...BID_TYPES.map((t): [string, string] => [t, bidTypeName(t)])]}
        />
      </HStack>
      {query.data && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          Updated {new Date(query.dataUpdatedAt).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata' })} IST; refreshed every 15 seconds.
        </Text>
      )}
      <PagedTable
        caption="Exposure"
        query={query}
        pager={pager}
        columns={columns}
        rowKey={(row) => `${row.bid_type}-${row.session}-${row.digits}-${row.closedigits}`}
        empty="No pending bids on this day."
      />
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
