/**
 * Reports over a date range: bids and winnings per day, market and bid type, and the per-player sell report, each
 * with the totals of every row (not only the page) and a CSV export of all of them.
 */
import { Button, HStack, Input, SimpleGrid, Stat, Tabs } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call, type Schemas, useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { Section } from '../../../components/page.tsx';
import { formatDay, formatPoints, istDate } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { bidTypeName } from '../exposure/queries.ts';
import { PagedTable, pageQuery, usePager } from '../paging.tsx';
import { ExportButton } from './export-button.tsx';

type BidRow = Schemas['BidReport']['items'][number];
type SellRow = Schemas['SellReport']['items'][number];
type Totals = Schemas['ReportTotals'];

const bidColumns: Column<BidRow>[] = [
  { header: 'Day', cell: (row) => formatDay(row.date) },
  { header: 'Market', cell: (row) => row.market_name },
  { header: 'Bid type', cell: (row) => bidTypeName(row.bid_type) },
  { header: 'Bids', numeric: true, cell: (row) => row.bids },
  { header: 'Stakes', numeric: true, cell: (row) => formatPoints(row.stakes) },
  { header: 'Not settled', numeric: true, cell: (row) => formatPoints(row.pending) },
  { header: 'Winners', numeric: true, cell: (row) => row.winners },
  { header: 'Payouts', numeric: true, cell: (row) => formatPoints(row.payouts) },
  { header: 'House', numeric: true, cell: (row) => formatPoints(row.house) },
];

const sellColumns: Column<SellRow>[] = [
  { header: 'Player', cell: (row) => row.name },
  { header: 'Mobile', cell: (row) => row.mobile },
  { header: 'Bids', numeric: true, cell: (row) => row.bids },
  { header: 'Stakes', numeric: true, cell: (row) => formatPoints(row.stakes) },
  { header: 'Not settled', numeric: true, cell: (row) => formatPoints(row.pending) },
  { header: 'Payouts', numeric: true, cell: (row) => formatPoints(row.payouts) },
  { header: 'House', numeric: true, cell: (row) => formatPoints(row.house) },
];

function TotalsRow({ totals }: { totals: Totals | undefined }) {
  if (!totals) return null;
  return (
    <SimpleGrid columns={{ base: 2, md: 6 }} gap="3" mb="3">
      {(
        [
          ['Bids', String(totals.bids)],
          ['Stakes', formatPoints(totals.stakes)],
          ['Not settled', formatPoints(totals.pending)],
          ['Winners', String(totals.winners)],
          ['Payouts', formatPoints(totals.payouts)],
          ['House result', formatPoints(totals.house)],
        ] as const
      ).map(([label, value]) => (
        <Stat.Root key={label}>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

function BidReport({ from, to }: { from: string; to: string }) {
  const api = useApi();
  const pager = usePager(`${from}|${to}`);
  const query = useQuery({
    queryKey: ['/admin', 'report-bids', from, to, pager.offset],
    placeholderData: keepPreviousData,
    queryFn: () => call(api.GET('/admin/reports/bids', { params: { query: { from, to, ...pageQuery(pager.offset) } } })),
  });
  return (
    <Section title="Bids and winnings">
      <HStack justify="flex-end" mb="2">
        <ExportButton table="report-bids" query={{ from, to }} />
      </HStack>
      <TotalsRow totals={query.data?.totals} />
      <PagedTable
        caption="Bids and winnings"
        query={query}
        pager={pager}
        columns={bidColumns}
        rowKey={(r) => `${r.date}-${r.market_id}-${r.bid_type}`}
        empty="No bids in these days."
      />
    </Section>
  );
}

function SellReport({ from, to }: { from: string; to: string }) {
  const api = useApi();
  const pager = usePager(`${from}|${to}`);
  const query = useQuery({
    queryKey: ['/admin', 'report-sell', from, to, pager.offset],
    placeholderData: keepPreviousData,
    queryFn: () => call(api.GET('/admin/reports/sell', { params: { query: { from, to, ...pageQuery(pager.offset) } } })),
  });
  return (
    <Section title="Sell report by player">
      <HStack justify="flex-end" mb="2">
        <ExportButton table="report-sell" query={{ from, to }} />
      </HStack>
      <TotalsRow totals={query.data?.totals} />
      <PagedTable caption="Sell report" query={query} pager={pager} columns={sellColumns} rowKey={(r) => r.user_id} empty="No player bid in these days." />
    </Section>
  );
}

export function ReportsScreen() {
  const [range, setRange] = useState({ from: istDate(6), to: istDate() });
  const [draft, setDraft] = useState(range);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to) setRange(draft);
  };
  return (
    <ConsolePage title="Reports" subtitle="Market days in IST; totals cover every row of the range.">
      <form aria-label="Report days" onSubmit={submit} noValidate>
        <HStack align="flex-end" wrap="wrap" gap="3">
          <FormField label="From" w="auto">
            <Input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
          </FormField>
          <FormField label="To" w="auto">
            <Input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          </FormField>
          <Button type="submit" colorPalette="brand">
            Show
          </Button>
        </HStack>
      </form>
      <Tabs.Root defaultValue="bids" variant="enclosed" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="bids">Bids and winnings</Tabs.Trigger>
          <Tabs.Trigger value="sell">Sell report</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="bids">
          <BidReport from={range.from} to={range.to} />
        </Tabs.Content>
        <Tabs.Content value="sell">
          <SellReport from={range.from} to={range.to} />
        </Tabs.Content>
      </Tabs.Root>
    </ConsolePage>
  );
}
