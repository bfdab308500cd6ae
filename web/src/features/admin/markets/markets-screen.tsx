/** Markets and Starline slots: every one with its times, weekdays and state, and a form to add one. */
import { Badge, Box, Button, Collapsible, HStack, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../../../api/client.ts';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Section } from '../../../components/page.tsx';
import { QueryResult } from '../../../components/query-result.tsx';
import { ConsolePage } from '../console-page.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { MarketForm } from './market-form.tsx';
import { type Market, marketsOptions, useCreateMarket } from './queries.ts';
import { weekdayNames } from './weekdays.ts';

const columns: Column<Market>[] = [
  {
    header: 'Name',
    cell: (row) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/admin/markets/$marketId" params={{ marketId: row.id }}>
          {row.name}
        </RouterLink>
      </Link>
    ),
  },
  { header: 'Kind', cell: (row) => (row.family === 'daily' ? 'Daily' : 'Starline') },
  { header: 'Open bids end', cell: (row) => row.open_time },
  { header: 'Open result', cell: (row) => (row.family === 'daily' ? row.open_result_time : '') },
  { header: 'Close bids end', cell: (row) => (row.family === 'daily' ? row.close_time : '') },
  { header: 'Close result', cell: (row) => (row.family === 'daily' ? row.close_result_time : '') },
  { header: 'Runs on', cell: (row) => weekdayNames(row.weekdays) },
  { header: 'State', cell: (row) => <Badge colorPalette={row.active ? 'green' : 'gray'}>{row.active ? 'Active' : 'Inactive'}</Badge> },
  {
    header: 'Day',
    cell: (row) => (
      <HStack gap="3">
        <Link asChild color="brand.fg">
          <RouterLink to="/admin/results" search={{ market: row.id }}>
            Results
          </RouterLink>
        </Link>
        <Link asChild color="brand.fg">
          <RouterLink to="/admin/exposure" search={{ market: row.id }}>
            Exposure
          </RouterLink>
        </Link>
      </HStack>
    ),
  },
];

function CreateMarket() {
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const create = useCreateMarket();
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <Button colorPalette="brand" variant={open ? 'outline' : 'solid'}>
          {open ? 'Close the form' : 'Add a market or Starline slot'}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box mt="3">
          <Section title="New market">
            <MarketForm
              key={formKey}
              submitLabel="Create market"
              busy={create.isPending}
              serverError={create.error}
              onSubmit={(values) =>
                create.mutate(values, {
                  onSuccess: (market) => {
                    reportSuccess(`${market.name} created.`);
                    setFormKey((key) => key + 1);
                    setOpen(false);
                  },
                  onError: (error) => reportFailure(error),
                })
              }
            />
          </Section>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

export function MarketsScreen() {
  const query = useQuery(marketsOptions(useApi()));
  return (
    <ConsolePage title="Markets" subtitle="Daily markets and Starline slots. Times are IST.">
      <CreateMarket />
      <QueryResult query={query} empty="No markets yet. Add the first one.">
        {(rows) => <DataTable caption="Markets" columns={columns} rows={rows} rowKey={(row) => row.id} />}
      </QueryResult>
    </ConsolePage>
  );
}
