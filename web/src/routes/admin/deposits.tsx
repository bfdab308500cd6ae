import { createFileRoute } from '@tanstack/react-router';
import { DepositsScreen } from '../../features/admin/funds/deposits-screen.tsx';
import { statusSearch } from '../../features/admin/search.ts';

export const Route = createFileRoute('/admin/deposits')({
  validateSearch: statusSearch,
  component: Deposits,
});

function Deposits() {
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DepositsScreen status={status} onStatus={(next) => void navigate({ search: { status: next } })} />;
}
