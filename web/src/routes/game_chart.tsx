import { useQuery } from '@tanstack/react-query';
import { Button } from '@chakra-ui/react';
import { createFileRoute, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useApi } from '../api/client.ts';
import { DateRangeForm } from '../components/date-range-form.tsx';
import { Page } from '../components/page.tsx';
import { Empty, ErrorState, Loading } from '../components/query-states.tsx';
import { MarketChartTable } from '../features/charts/chart-tables.tsx';
import { marketChartQueryOptions } from '../features/charts/queries.ts';
import { type DateRangeSearch, validateDateRange } from '../lib/date-range-search.ts';
import { i18n, params, useMessages } from '../i18n/index.ts';

const messages = i18n('route_game_chart', {
  marketChart: 'Market Chart',
  noGameChosen: 'No game chosen',
  openAGame: "Open a game's chart from the game list on Home.",
  openPannaJodi: 'Open panna, jodi and close panna by day',
  noDataFound: 'No Data Found Here',
  noResultsWere: 'No results were declared in these dates.',
  chartOf: params<{ game: string }>('{game} Chart'),
  goHome: 'Go to Home',
});

interface ChartSearch extends DateRangeSearch {
  game_id?: string;
}

export const Route = createFileRoute('/game_chart')({
  // A link written by hand or by the API family (`web_chart_url`: `?game_id=4`) reaches here as a number; one the app
  // writes, as a string. Anything else is no game: it is set to undefined rather than left out, or the unchecked
  // value would pass through from the root's search.
  validateSearch: (search: Record<string, unknown>): ChartSearch => {
    const raw = typeof search.game_id === 'number' ? String(search.game_id) : search.game_id;
    const gameId = typeof raw === 'string' && /^[0-9]{1,18}$/.test(raw) ? raw : undefined;
    return { ...validateDateRange(search), game_id: gameId };
  },
  component: MarketChartPage,
});

/** A market's declared results by day (open panna, jodi, close panna), opened from the game list; open to visitors. */
function MarketChartPage() {
  const t = useMessages(messages);
  const search = Route.useSearch();
  if (!search.game_id) {
    return (
      <Page title={t.marketChart}>
        <Empty text={t.noGameChosen} description={t.openAGame} />
        <Button asChild colorPalette="brand" mt="4">
          <RouterLink to="/">{t.goHome}</RouterLink>
        </Button>
      </Page>
    );
  }
  return <MarketChart gameId={search.game_id} search={search} />;
}

function MarketChart({ gameId, search }: { gameId: string; search: ChartSearch }) {
  const t = useMessages(messages);
  const api = useApi();
  const range = { from: search.from, to: search.to };
  const navigate = useNavigate({ from: Route.fullPath });
  const chart = useQuery(marketChartQueryOptions(api, gameId, range));
  const name = chart.data?.game_name;
  return (
    <Page title={name ? t.chartOf({ game: name }) : t.marketChart} subtitle={t.openPannaJodi} wide>
      <DateRangeForm from={range.from ?? ''} to={range.to ?? ''} onSubmit={(next) => void navigate({ search: { ...next, game_id: gameId } })} />
      {chart.isPending ? (
        <Loading />
      ) : chart.isError ? (
        <ErrorState error={chart.error} onRetry={() => void chart.refetch()} />
      ) : chart.data.chart.length === 0 ? (
        <Empty text={t.noDataFound} description={t.noResultsWere} />
      ) : (
        <MarketChartTable chart={chart.data} />
      )}
    </Page>
  );
}
