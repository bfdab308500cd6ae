import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { DateRangeForm } from '../../components/date-range-form.tsx';
import { Page } from '../../components/page.tsx';
import { QueryResult } from '../../components/query-result.tsx';
import { BidTable } from '../../features/markets/bid-tables.tsx';
import { bidHistoryQueryOptions } from '../../features/markets/queries.ts';
import { rangeOf, validateDateRange } from '../../lib/date-range-search.ts';

export const Route = createFileRoute('/_auth/bidding_history')({
  validateSearch: validateDateRange,
  component: BiddingHistoryPage,
});

function BiddingHistoryPage() {
  const api = useApi();
  const range = rangeOf(Route.useSearch(), 7);
  const navigate = useNavigate({ from: Route.fullPath });
  const bids = useQuery(bidHistoryQueryOptions(api, range));
  return (
    <Page title="Bidding History" wide>
      <DateRangeForm {...range} onSubmit={(next) => void navigate({ search: next })} />
      <QueryResult query={bids} empty="No Data Found Here">
        {(rows) => <BidTable rows={rows} caption="Bidding History" layout="bids" />}
      </QueryResult>
    </Page>
  );
}
