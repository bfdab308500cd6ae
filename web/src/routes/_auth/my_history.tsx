import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DateRangeForm } from '../../components/date-range-form.tsx';
import { Page } from '../../components/page.tsx';
import { MyHistory } from '../../features/history/my-history.tsx';
import { rangeOf, validateDateRange } from '../../lib/date-range-search.ts';

export const Route = createFileRoute('/_auth/my_history')({
  validateSearch: validateDateRange,
  component: MyHistoryPage,
});

function MyHistoryPage() {
  const range = rangeOf(Route.useSearch(), 7);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <Page title="My History" subtitle="Your bids, wins and wallet movements in one place." wide>
      <DateRangeForm {...range} onSubmit={(next) => void navigate({ search: next })} />
      <MyHistory range={range} />
    </Page>
  );
}
