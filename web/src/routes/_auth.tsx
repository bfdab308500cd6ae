import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadSession } from '../features/auth/session.ts';

/**
 * The login-required layout: every player screen sits under it; a visitor is sent to /login and brought back after.
 * (A session that ends while a player screen is open is handled by the root's SessionWatcher.)
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context, location }) => {
    const player = await loadSession(context.queryClient, context.api);
    if (!player) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { player };
  },
});
