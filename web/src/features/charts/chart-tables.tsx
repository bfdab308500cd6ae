/** The market panel chart (open panna, jodi, close panna by day) and the Starline chart (panna above ank per slot). */
import { Box, Stack, Text } from '@chakra-ui/react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { formatDay, formatShortDay, formatWeekday } from '../../lib/format.ts';
import type { MarketChart, StarlineChart } from './queries.ts';

const messages = i18n('charts', {
  date: 'Date',
  openPanna: 'Open Panna',
  jodi: 'Jodi',
  closePanna: 'Close Panna',
  chartOf: params<{ game: string }>('{game} Chart'),
  starlineChart: 'Starline Chart History',
});

/** A chart's date with its weekday; the Starline chart writes the year in two digits (dd/mm/yy). */
function DateCell({ iso, short = false }: { iso: string; short?: boolean }) {
  return (
    <Stack gap="0">
      <Text as="span">{short ? formatShortDay(iso) : formatDay(iso)}</Text>
      <Text as="span" fontSize="xs" color="fg.muted">
        {formatWeekday(iso)}
      </Text>
    </Stack>
  );
}

type MarketRow = MarketChart['chart'][number];

export function MarketChartTable({ chart }: { chart: MarketChart }) {
  const t = useMessages(messages);
  const columns: Column<MarketRow>[] = [
    { header: t.date, cell: (row) => <DateCell iso={row.date} /> },
    { header: t.openPanna, cell: (row) => <Mono>{row.open_panna || '***'}</Mono> },
    { header: t.jodi, cell: (row) => <Mono strong>{row.jodi}</Mono> },
    { header: t.closePanna, cell: (row) => <Mono>{row.close_panna || '***'}</Mono> },
  ];
  return <DataTable caption={t.chartOf({ game: chart.game_name })} columns={columns} rows={chart.chart} rowKey={(row) => row.date} cards={false} />;
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
  const t = useMessages(messages);
  const columns: Column<StarlineRow>[] = [
    { header: t.date, cell: (row) => <DateCell iso={row.date} short /> },
    ...chart.slots.map((slot): Column<StarlineRow> => ({
      header: slot.label,
      cell: (row) => {
        const result = row.results.find((cell) => cell.game_id === slot.game_id);
        return <PannaOverAnk panna={result?.panna ?? ''} ank={result?.ank ?? ''} />;
      },
    })),
  ];
  return <DataTable caption={t.starlineChart} columns={columns} rows={chart.chart} rowKey={(row) => row.date} cards={false} />;
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
