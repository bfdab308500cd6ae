/** The market panel chart (open panna, jodi, close panna by day) and the Starline chart (panna above ank per slot). */
import { Box, Stack, Text } from '@chakra-ui/react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { chartDate } from './chart-date.ts';
import type { MarketChart, StarlineChart } from './queries.ts';

function DateCell({ iso }: { iso: string }) {
  const [date, weekday] = chartDate(iso);
  return (
    <Stack gap="0">
      <Text as="span">{date}</Text>
      <Text as="span" fontSize="xs" color="fg.muted">
        {weekday}
      </Text>
    </Stack>
  );
}

type MarketRow = MarketChart['chart'][number];

export function MarketChartTable({ chart }: { chart: MarketChart }) {
  const columns: Column<MarketRow>[] = [
    { header: 'Date', cell: (row) => <DateCell iso={row.date} /> },
    { header: 'Open Panna', cell: (row) => <Mono>{row.open_panna || '***'}</Mono> },
    { header: 'Jodi', cell: (row) => <Mono strong>{row.jodi}</Mono> },
    { header: 'Close Panna', cell: (row) => <Mono>{row.close_panna || '***'}</Mono> },
  ];
  return <DataTable caption={`${chart.game_name} Chart`} columns={columns} rows={chart.chart} rowKey={(row) => row.date} cards={false} />;
}

function Mono({ children, strong }: { children: string; strong?: boolean }) {
  return (
    <Text as="span" fontFamily="mono" fontSize={strong ? 'lg' : 'md'} fontWeight={strong ? 'bold' : 'medium'} color={strong ? 'brand.fg' : undefined}>
      {children}
    </Text>
  );
}

type StarlineRow = StarlineChart['chart'][number];

export function StarlineChartTable({ chart }: { chart: StarlineChart }) {
  const columns: Column<StarlineRow>[] = [
    { header: 'Date', cell: (row) => <DateCell iso={row.date} /> },
    ...chart.slots.map((slot): Column<StarlineRow> => ({
      header: slot.label,
      cell: (row) => {
        const result = row.results.find((cell) => cell.game_id === slot.game_id);
        return <PannaOverAnk panna={result?.panna ?? ''} ank={result?.ank ?? ''} />;
      },
    })),
  ];
  return <DataTable caption="Starline Chart History" columns={columns} rows={chart.chart} rowKey={(row) => row.date} cards={false} />;
}

function PannaOverAnk({ panna, ank }: { panna: string; ank: string }) {
  if (!panna) {
    return (
      <Text as="span" display="block" textAlign="center" color="fg.muted">
        -
      </Text>
    );
  }
  return (
    <Box textAlign="center" fontFamily="mono">
      <Text as="span" display="block" fontWeight="medium">
        {panna}
      </Text>
      <Text as="span" display="block" fontWeight="bold" color="brand.fg">
        {ank}
      </Text>
    </Box>
  );
}
