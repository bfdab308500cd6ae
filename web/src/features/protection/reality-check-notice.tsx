/**
 * The reality-check notice: while a player is logged in, the session's time and net result are polled; each time a
 * whole interval has passed, a dialog shows them with links to the limits and the history.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useApi } from '../../api/client.ts';
import { WithChakra } from '../../theme/chakra.tsx';
import { useSession } from '../auth/session.ts';
import { realityCheckQueryOptions } from './reality-check-query.ts';

// The dialog's code loads only when a check is due, so a first visit does not download it.
const RealityCheckDialog = lazy(() => import('./reality-check-dialog.tsx'));

export function RealityCheckNotice() {
  const { loggedIn } = useSession();
  const api = useApi();
  const check = useQuery({ ...realityCheckQueryOptions(api), enabled: loggedIn });
  const due = check.data?.checks_due ?? 0;
  // Which interval was last acknowledged in this login session (kept across reloads of the page).
  const key = check.data ? `realityCheckSeen:${check.data.session_started_at}` : '';
  const [acknowledged, setAcknowledged] = useState(0);
  const seen = Math.max(acknowledged, key ? Number(sessionStorage.getItem(key) ?? 0) : 0);
  const open = loggedIn && due > seen;
  const close = () => {
    sessionStorage.setItem(key, String(due));
    setAcknowledged(due);
  };
  if (!check.data || !open) return null;
  return (
    <Suspense fallback={null}>
      <WithChakra>
        <RealityCheckDialog check={check.data} onClose={close} />
      </WithChakra>
    </Suspense>
  );
}
