import { createFileRoute } from '@tanstack/react-router';
import { ResultsScreen } from '../../features/admin/results/results-screen.tsx';
import { dayOf } from '../../features/admin/search.ts';

export const Route = createFileRoute('/admin/results')({
  validateSearch: dayOf,
  component: Results,
});

function Results() {
  const choice = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ResultsScreen choice={choice} onChoose={(next) => void navigate({ search: next })} />;
}
