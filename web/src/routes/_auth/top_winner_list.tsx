import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { DateRangeForm } from '../../components/date-range-form.tsx';
import { Page, Section } from '../../components/page.tsx';
import { QueryResult } from '../../components/query-result.tsx';
import { BidTable, TopWinnersTable } from '../../features/markets/bid-tables.tsx';
import { topWinnersQueryOptions, winHistoryQueryOptions } from '../../features/markets/queries.ts';
import { rangeOf, validateDateRange } from '../../lib/date-range-search.ts';

export const Route = createFileRoute('/_auth/top_winner_list')({
  validateSearch: validateDateRange,
  component: TopWinnerListPage,
});

/** Today's (or the chosen days') biggest wins across players, and the player's own winning bids. */
function TopWinnerListPage() {
  const api = useApi();
  const range = rangeOf(Route.useSearch(), 1);
  const navigate = useNavigate({ from: Route.fullPath });
  const winners = useQuery(topWinnersQueryOptions(api, range, false));
  const mine = useQuery(winHistoryQueryOptions(api, range));
  return (
    <Page title="Top Winner List" wide>
      <DateRangeForm {...range} onSubmit={(next) => void navigate({ search: next })} />
      <Section title="Top Winners">
        <QueryResult query={winners} empty="No Data Found Here">
          {(rows) => <TopWinnersTable winners={rows} caption="Top Winners" />}
        </QueryResult>
      </Section>
      <Section title="My Winning History">
        <QueryResult query={mine} empty="No Data Found Here">
          {(rows) => <BidTable rows={rows} caption="My Winning History" layout="wins" />}
        </QueryResult>
      </Section>
    </Page>
  );
}
