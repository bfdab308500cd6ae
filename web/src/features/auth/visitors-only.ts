/** The visitor's screens (/login, /register): a player who is logged in and opens one goes Home instead. */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { ApiClient } from '../../api/client.ts';
import { loadSession } from './session.ts';

export async function homeWhenLoggedIn({ context }: { context: { queryClient: QueryClient; api: ApiClient } }): Promise<void> {
  if (await loadSession(context.queryClient, context.api)) throw redirect({ to: '/', replace: true });
}
