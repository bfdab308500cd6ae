/**
 * The reality-check notice: while a player is logged in, the session's time and net result are polled; each time a
 * whole interval has passed, a dialog shows them with links to the limits and the history. The first poll waits until
 * the page has settled (components/deferred.tsx: the first tap, key or scroll, or a few seconds after the load): a
 * check falls due only after 30 or 60 minutes of play, and on a slow link a call made with the first screen holds
 * that screen back (one more round trip before it is complete).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useApi } from '../../api/client.ts';
import { useDeferredMount } from '../../components/deferred.tsx';
import { WithChakra } from '../../theme/chakra.tsx';
import { useSession } from '../auth/session.ts';
import { realityCheckQueryOptions } from './reality-check-query.ts';

// The dialog's code loads only when a check is due, so a first visit does not download it.
const RealityCheckDialog = lazy(() => import('./reality-check-dialog.tsx'));

export function RealityCheckNotice() {
  const { loggedIn } = useSession();
  const api = useApi();
  const settled = useDeferredMount();
  const check = useQuery({ ...realityCheckQueryOptions(api), enabled: loggedIn && settled });
  // The minute of play (since the login session began) the latest check fell due at, and the one last acknowledged in
  // this session (kept across reloads). Minutes, not a count of checks: a longer interval chosen meanwhile counts
  // fewer checks for the same time played, and must not silence the next ones.
  const dueAt = (check.data?.checks_due ?? 0) * (check.data?.interval_minutes ?? 0);
  const key = check.data ? `realityCheckSeenAt:${check.data.session_started_at}` : '';
  const [acknowledged, setAcknowledged] = useState(0);
  const seen = Math.max(acknowledged, key ? Number(sessionStorage.getItem(key) ?? 0) : 0);
  const open = loggedIn && dueAt > seen;
  const close = () => {
    sessionStorage.setItem(key, String(dueAt));
    setAcknowledged(dueAt);
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
