/**
 * One day at a glance: stakes, payouts and house result per market and in total, what waits for a decision, new
 * players, and the last 30 days of stakes against payouts.
 */
import { Box, Input, Link, SimpleGrid, Stat } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { type ApiClient, call, type Schemas, useApi } from '../../../api/client.ts';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { Section } from '../../../components/page.tsx';
import { Empty, ErrorState, Loading } from '../../../components/query-states.tsx';
import { countOf, formatDay, formatPoints, istDate } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { StakesChart } from './stakes-chart.tsx';

type Dashboard = Schemas['AdminDashboard'];
type MarketRow = Dashboard['markets'][number];

function dashboardOptions(api: ApiClient, date: string) {
  return queryOptions({
    queryKey: ['/admin', 'dashboard', date],
    refetchInterval: 60_000,
    queryFn: () => call(api.GET('/admin/dashboard', { params: { query: { date } } })),
  });
}

/** The day's markets, each linked to its results screen for that day. */
const columnsOf = (date: string): Column<MarketRow>[] => [
  {
    header: 'Market',
    cell: (row) => (
      <Link asChild color="brand.fg">
        <RouterLink to="/admin/results" search={{ market: row.market_id, date }}>
          {row.name}
        </RouterLink>
      </Link>
    ),
  },
  { header: 'Kind', cell: (row) => (row.family === 'daily' ? 'Daily' : 'Starline') },
  { header: 'Bids', numeric: true, cell: (row) => row.bids },
  { header: 'Stakes', numeric: true, cell: (row) => formatPoints(row.stakes) },
  { header: 'Not settled', numeric: true, cell: (row) => formatPoints(row.pending) },
  { header: 'Payouts', numeric: true, cell: (row) => formatPoints(row.payouts) },
  { header: 'House result', numeric: true, cell: (row) => formatPoints(row.house) },
];

function Figure({ label, value, help, to }: { label: string; value: string; help?: string; to?: '/admin/deposits' | '/admin/withdrawals' | '/admin/players' }) {
  return (
    <Stat.Root bg="bg" p="4" rounded="lg" borderWidth="1px">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
      {help && <Stat.HelpText as="dd">{help}</Stat.HelpText>}
      {to && (
        <Box as="dd">
          <Link asChild color="brand.fg" fontSize="sm">
            <RouterLink to={to}>Open {label.toLowerCase()}</RouterLink>
          </Link>
        </Box>
      )}
    </Stat.Root>
  );
}

export function DashboardScreen() {
  const [date, setDate] = useState(istDate());
  const query = useQuery(dashboardOptions(useApi(), date));
  const data = query.data;
  return (
    <ConsolePage
      title="Dashboard"
      actions={
        <FormField label="Day" w="auto">
          <Input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </FormField>
      }
    >
      {query.isPending && <Loading label="Loading the dashboard" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {data && (
        <>
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
            <Figure label="Stakes" value={formatPoints(data.totals.stakes)} help={countOf(data.totals.bids, 'bid')} />
            <Figure label="Payouts" value={formatPoints(data.totals.payouts)} />
            <Figure
              label="House result"
              value={formatPoints(data.totals.house)}
              help={data.totals.pending > 0 ? `Settled bids only: ${formatPoints(data.totals.pending)} points of stakes await results` : undefined}
            />
            <Figure
              label="Pending deposits"
              value={String(data.pending_deposits.count)}
              help={`${formatPoints(data.pending_deposits.amount)} points`}
              to="/admin/deposits"
            />
            <Figure
              label="Pending withdrawals"
              value={String(data.pending_withdrawals.count)}
              help={`${formatPoints(data.pending_withdrawals.amount)} points`}
              to="/admin/withdrawals"
            />
            <Figure label="New players" value={String(data.new_players)} help={`${data.players_total} in all`} to="/admin/players" />
          </SimpleGrid>
          <Section title={`Markets on ${formatDay(data.date)}`}>
            {data.markets.length === 0 ? (
              <Empty text="No bids on this day." />
            ) : (
              <DataTable caption={`Markets on ${formatDay(data.date)}`} columns={columnsOf(data.date)} rows={data.markets} rowKey={(row) => row.market_id} />
            )}
          </Section>
          <Section title="Last 30 days">
            <StakesChart days={data.series} title={`Stakes and payouts, 30 days to ${formatDay(data.date)}`} />
          </Section>
        </>
      )}
    </ConsolePage>
  );
}
