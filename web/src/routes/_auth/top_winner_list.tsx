import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { DateRangeForm } from '../../components/date-range-form.tsx';
import { Page, Section } from '../../components/page.tsx';
import { QueryResult } from '../../components/query-result.tsx';
import { BidTable, TopWinnersTable } from '../../features/markets/bid-tables.tsx';
import { MoreThanListed } from '../../features/markets/more-than-listed.tsx';
import { topWinnersQueryOptions, winHistoryQueryOptions } from '../../features/markets/queries.ts';
import { rangeOf, validateDateRange } from '../../lib/date-range-search.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_top_winner_list', {
  topWinnerList: 'Top Winner List',
  topWinners: 'Top Winners',
  noDataFound: 'No Data Found Here',
  myWinningHistory: 'My Winning History',
});

export const Route = createFileRoute('/_auth/top_winner_list')({
  validateSearch: validateDateRange,
  component: TopWinnerListPage,
});

/** Today's (or the chosen days') biggest wins across players, and the player's own winning bids. */
function TopWinnerListPage() {
  const t = useMessages(messages);
  const api = useApi();
  const range = rangeOf(Route.useSearch(), 1);
  const navigate = useNavigate({ from: Route.fullPath });
  const winners = useQuery(topWinnersQueryOptions(api, range, false));
  const mineOptions = winHistoryQueryOptions(api, range);
  const mine = useQuery(mineOptions);
  return (
    <Page title={t.topWinnerList} wide>
      <DateRangeForm {...range} onSubmit={(next) => void navigate({ search: next })} />
      <Section title={t.topWinners}>
        <QueryResult query={winners} empty={t.noDataFound}>
          {(rows) => <TopWinnersTable winners={rows} caption={t.topWinners} />}
        </QueryResult>
      </Section>
      <Section title={t.myWinningHistory}>
        <QueryResult query={mine} empty={t.noDataFound}>
          {(rows) => (
            <>
              <BidTable rows={rows} caption={t.myWinningHistory} layout="wins" />
              <MoreThanListed options={mineOptions} />
            </>
          )}
        </QueryResult>
      </Section>
    </Page>
  );
}
