import { createFileRoute, redirect } from '@tanstack/react-router';
import { CHANGE_PASSWORD_PATH, mustChangePassword } from '../features/auth/password-change.ts';
import { loadSession } from '../features/auth/session.ts';

/**
 * The login-required layout: every player screen sits under it; a visitor is sent to /login and brought back after,
 * and a player who must replace a too-short password is kept on /change_password.
 * (A session that ends while a player screen is open is handled by the root's SessionWatcher.)
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context, location }) => {
    const player = await loadSession(context.queryClient, context.api, { required: true });
    if (!player) throw redirect({ to: '/login', search: { redirect: location.href } });
    // A player still on a too-short password reaches no other screen (betting, money) until they change it.
    if (mustChangePassword(player.user_id) && location.pathname !== CHANGE_PASSWORD_PATH) throw redirect({ to: CHANGE_PASSWORD_PATH });
    return { player };
  },
});
