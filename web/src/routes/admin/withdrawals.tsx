import { createFileRoute } from '@tanstack/react-router';
import { WithdrawalsScreen } from '../../features/admin/funds/withdrawals-screen.tsx';
import { statusSearch } from '../../features/admin/search.ts';

export const Route = createFileRoute('/admin/withdrawals')({
  validateSearch: statusSearch,
  component: Withdrawals,
});

function Withdrawals() {
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <WithdrawalsScreen status={status} onStatus={(next) => void navigate({ search: { status: next } })} />;
}
