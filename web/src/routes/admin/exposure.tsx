import { createFileRoute } from '@tanstack/react-router';
import { ExposureScreen } from '../../features/admin/exposure/exposure-screen.tsx';
import { dayOf } from '../../features/admin/search.ts';

export const Route = createFileRoute('/admin/exposure')({
  validateSearch: dayOf,
  component: Exposure,
});

function Exposure() {
  const choice = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ExposureScreen choice={choice} onChoose={(next) => void navigate({ search: next })} />;
}
