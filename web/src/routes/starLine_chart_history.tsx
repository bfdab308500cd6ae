import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useApi } from '../api/client.ts';
import { DateRangeForm } from '../components/date-range-form.tsx';
import { Page } from '../components/page.tsx';
import { Empty, ErrorState, Loading } from '../components/query-states.tsx';
import { StarlineChartTable } from '../features/charts/chart-tables.tsx';
import { starlineChartQueryOptions } from '../features/charts/queries.ts';
import { validateDateRange } from '../lib/date-range-search.ts';

export const Route = createFileRoute('/starLine_chart_history')({
  validateSearch: validateDateRange,
  component: StarlineChartPage,
});

/** Declared Starline results by date (newest first) and slot, 09 AM to 08 PM; open to visitors like the results on Home. */
function StarlineChartPage() {
  const api = useApi();
  const range = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const chart = useQuery(starlineChartQueryOptions(api, range));
  return (
    <Page title="Starline Chart History" subtitle="Mumbai Starline" wide>
      <DateRangeForm from={range.from ?? ''} to={range.to ?? ''} onSubmit={(next) => void navigate({ search: next })} />
      {chart.isPending ? (
        <Loading />
      ) : chart.isError ? (
        <ErrorState error={chart.error} onRetry={() => void chart.refetch()} />
      ) : chart.data.chart.length === 0 ? (
        <Empty text="No Data Found Here" description="No Starline results were declared in these dates." />
      ) : (
        <StarlineChartTable chart={chart.data} />
      )}
    </Page>
  );
}
