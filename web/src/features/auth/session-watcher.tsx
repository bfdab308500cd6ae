/**
 * Leaves a player screen for /login when the session ends under it: a 401 on any call (handled once in the query
 * client), a profile check that finds no session, or a logout in another tab. It acts only on the change.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSession } from './session.ts';

export function SessionWatcher() {
  const { loggedIn } = useSession();
  const router = useRouter();
  const before = useRef(loggedIn);
  useEffect(() => {
    const lost = before.current && !loggedIn;
    before.current = loggedIn;
    // A logout in this tab is already on its way to /login.
    if (!lost || router.latestLocation.pathname === '/login') return;
    const onPlayerScreen = router.state.matches.some((match) => match.routeId === '/_auth');
    if (onPlayerScreen) void router.navigate({ to: '/login', search: { redirect: router.state.location.href }, replace: true });
  }, [loggedIn, router]);
  return null;
}
