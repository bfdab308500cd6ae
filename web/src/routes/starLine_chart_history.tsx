import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useApi } from '../api/client.ts';
import { DateRangeForm } from '../components/date-range-form.tsx';
import { Page } from '../components/page.tsx';
import { Empty, ErrorState, Loading } from '../components/query-states.tsx';
import { StarlineChartTable } from '../features/charts/chart-tables.tsx';
import { starlineChartQueryOptions } from '../features/charts/queries.ts';
import { validateDateRange } from '../lib/date-range-search.ts';
import { i18n, useMessages } from '../i18n/index.ts';

const messages = i18n('route_starLine_chart_history', {
  starlineChartHistory: 'Starline Chart History',
  mumbaiStarline: 'Mumbai Starline',
  noDataFound: 'No Data Found Here',
  noStarlineResults: 'No Starline results were declared in these dates.',
});

export const Route = createFileRoute('/starLine_chart_history')({
  validateSearch: validateDateRange,
  component: StarlineChartPage,
});

/** Declared Starline results by date (newest first) and active slot, in time order; open to visitors like the results on Home. */
function StarlineChartPage() {
  const t = useMessages(messages);
  const api = useApi();
  const range = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const chart = useQuery(starlineChartQueryOptions(api, range));
  return (
    <Page title={t.starlineChartHistory} subtitle={t.mumbaiStarline} wide>
      <DateRangeForm from={range.from ?? ''} to={range.to ?? ''} onSubmit={(next) => void navigate({ search: next })} />
      {chart.isPending ? (
        <Loading />
      ) : chart.isError ? (
        <ErrorState error={chart.error} onRetry={() => void chart.refetch()} />
      ) : chart.data.chart.length === 0 ? (
        <Empty text={t.noDataFound} description={t.noStarlineResults} />
      ) : (
        <StarlineChartTable chart={chart.data} />
      )}
    </Page>
  );
}
