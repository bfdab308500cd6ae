import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { DateRangeForm } from '../../components/date-range-form.tsx';
import { Page, Section } from '../../components/page.tsx';
import { QueryResult } from '../../components/query-result.tsx';
import { BidTable, TopWinnersTable } from '../../features/markets/bid-tables.tsx';
import { MoreThanListed } from '../../features/markets/more-than-listed.tsx';
import { topWinnersQueryOptions } from '../../features/markets/queries.ts';
import { starlineWinHistoryQueryOptions } from '../../features/starline/queries.ts';
import { rangeOf, validateDateRange } from '../../lib/date-range-search.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_top_winner_list_starline', {
  starlineWinningHistory: 'Starline Winning History',
  myStarlineWins: 'My Starline Wins',
  noDataFound: 'No Data Found Here',
  topStarlineWinners: 'Top Starline Winners',
});

export const Route = createFileRoute('/_auth/top_winner_list_starline')({
  validateSearch: validateDateRange,
  component: StarlineWinningHistoryPage,
});

/** The player's winning Starline bids, and the biggest Starline wins across players, for the chosen days. */
function StarlineWinningHistoryPage() {
  const t = useMessages(messages);
  const api = useApi();
  const range = rangeOf(Route.useSearch(), 7);
  const navigate = useNavigate({ from: Route.fullPath });
  const mineOptions = starlineWinHistoryQueryOptions(api, range);
  const mine = useQuery(mineOptions);
  const winners = useQuery(topWinnersQueryOptions(api, range, true));
  return (
    <Page title={t.starlineWinningHistory} wide>
      <DateRangeForm {...range} onSubmit={(next) => void navigate({ search: next })} />
      <Section title={t.myStarlineWins}>
        <QueryResult query={mine} empty={t.noDataFound}>
          {(rows) => (
            <>
              <BidTable rows={rows} caption={t.myStarlineWins} layout="wins" />
              <MoreThanListed options={mineOptions} />
            </>
          )}
        </QueryResult>
      </Section>
      <Section title={t.topStarlineWinners}>
        <QueryResult query={winners} empty={t.noDataFound}>
          {(rows) => <TopWinnersTable winners={rows} caption={t.topStarlineWinners} />}
        </QueryResult>
      </Section>
    </Page>
  );
}
