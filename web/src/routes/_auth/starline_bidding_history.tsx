import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { DateRangeForm } from '../../components/date-range-form.tsx';
import { Page } from '../../components/page.tsx';
import { QueryResult } from '../../components/query-result.tsx';
import { BidTable } from '../../features/markets/bid-tables.tsx';
import { starlineBidHistoryQueryOptions } from '../../features/starline/queries.ts';
import { rangeOf, validateDateRange } from '../../lib/date-range-search.ts';

export const Route = createFileRoute('/_auth/starline_bidding_history')({
  validateSearch: validateDateRange,
  component: StarlineBiddingHistoryPage,
});

function StarlineBiddingHistoryPage() {
  const api = useApi();
  const range = rangeOf(Route.useSearch(), 7);
  const navigate = useNavigate({ from: Route.fullPath });
  const bids = useQuery(starlineBidHistoryQueryOptions(api, range));
  return (
    <Page title="Starline Bidding History" wide>
      <DateRangeForm {...range} onSubmit={(next) => void navigate({ search: next })} />
      <QueryResult query={bids} empty="No data found here">
        {(rows) => <BidTable rows={rows} caption="Starline Bidding History" layout="starline-bids" />}
      </QueryResult>
    </Page>
  );
}
