import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { DateRangeForm } from '../../components/date-range-form.tsx';
import { Page, Section } from '../../components/page.tsx';
import { QueryResult } from '../../components/query-result.tsx';
import { BidTable, TopWinnersTable } from '../../features/markets/bid-tables.tsx';
import { topWinnersQueryOptions } from '../../features/markets/queries.ts';
import { starlineWinHistoryQueryOptions } from '../../features/starline/queries.ts';
import { rangeOf, validateDateRange } from '../../lib/date-range-search.ts';

export const Route = createFileRoute('/_auth/top_winner_list_starline')({
  validateSearch: validateDateRange,
  component: StarlineWinningHistoryPage,
});

/** The player's winning Starline bids, and the biggest Starline wins across players, for the chosen days. */
function StarlineWinningHistoryPage() {
  const api = useApi();
  const range = rangeOf(Route.useSearch(), 7);
  const navigate = useNavigate({ from: Route.fullPath });
  const mine = useQuery(starlineWinHistoryQueryOptions(api, range));
  const winners = useQuery(topWinnersQueryOptions(api, range, true));
  return (
    <Page title="Starline Winning History" wide>
      <DateRangeForm {...range} onSubmit={(next) => void navigate({ search: next })} />
      <Section title="My Starline Wins">
        <QueryResult query={mine} empty="No Data Found Here">
          {(rows) => <BidTable rows={rows} caption="My Starline Wins" layout="wins" />}
        </QueryResult>
      </Section>
      <Section title="Top Starline Winners">
        <QueryResult query={winners} empty="No Data Found Here">
          {(rows) => <TopWinnersTable winners={rows} caption="Top Starline Winners" />}
        </QueryResult>
      </Section>
    </Page>
  );
}
