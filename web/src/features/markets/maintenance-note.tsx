/**
 * While the operator has maintenance on, its notice (the operator's words, as the server gives them): bids, deposits and
 * withdrawals are refused until it ends, so the player reads it before filling anything in. Plain elements, as Home is.
 */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/client.ts';
import { dashboardQueryOptions } from './queries.ts';

export function MaintenanceNote() {
  const notice = useQuery({ ...dashboardQueryOptions(useApi()), select: (dashboard) => dashboard.maintenance });
  if (!notice.data) return null;
  return (
    <p role="status" className="f-note" data-testid="maintenance-note">
      {notice.data}
    </p>
  );
}
