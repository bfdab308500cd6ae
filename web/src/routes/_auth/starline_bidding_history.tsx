import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { DateRangeForm } from '../../components/date-range-form.tsx';
import { Page } from '../../components/page.tsx';
import { QueryResult } from '../../components/query-result.tsx';
import { BidTable } from '../../features/markets/bid-tables.tsx';
import { starlineBidHistoryQueryOptions } from '../../features/starline/queries.ts';
import { MoreThanListed } from '../../features/markets/more-than-listed.tsx';
import { rangeOf, validateDateRange } from '../../lib/date-range-search.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_starline_bidding_history', {
  starlineBiddingHistory: 'Starline Bidding History',
  noDataFound: 'No data found here',
});

export const Route = createFileRoute('/_auth/starline_bidding_history')({
  validateSearch: validateDateRange,
  component: StarlineBiddingHistoryPage,
});

function StarlineBiddingHistoryPage() {
  const t = useMessages(messages);
  const api = useApi();
  const range = rangeOf(Route.useSearch(), 7);
  const navigate = useNavigate({ from: Route.fullPath });
  const options = starlineBidHistoryQueryOptions(api, range);
  const bids = useQuery(options);
  return (
    <Page title={t.starlineBiddingHistory} wide>
      <DateRangeForm {...range} onSubmit={(next) => void navigate({ search: next })} />
      <QueryResult query={bids} empty={t.noDataFound}>
        {(rows) => (
          <>
            <BidTable rows={rows} caption={t.starlineBiddingHistory} layout="starline-bids" />
            <MoreThanListed options={options} />
          </>
        )}
      </QueryResult>
    </Page>
  );
}
