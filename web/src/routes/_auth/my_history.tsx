import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DateRangeForm } from '../../components/date-range-form.tsx';
import { Page } from '../../components/page.tsx';
import { MyHistory } from '../../features/history/my-history.tsx';
import { rangeOf, validateDateRange } from '../../lib/date-range-search.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_my_history', {
  myHistory: 'My History',
  yourBidsWins: 'Your bids, wins and wallet movements in one place.',
});

export const Route = createFileRoute('/_auth/my_history')({
  validateSearch: validateDateRange,
  component: MyHistoryPage,
});

function MyHistoryPage() {
  const t = useMessages(messages);
  const range = rangeOf(Route.useSearch(), 7);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <Page title={t.myHistory} subtitle={t.yourBidsWins} wide>
      <DateRangeForm {...range} onSubmit={(next) => void navigate({ search: next })} />
      <MyHistory range={range} />
    </Page>
  );
}
