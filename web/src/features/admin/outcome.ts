/**
 * Every console action ends in a visible outcome: the server's message as a toast when it worked, an alert with the
 * server's message when it did not. A conflict (someone else decided first) also refreshes what is on screen, so the
 * operator sees what happened; so does a failure after which the server may have done it (no answer came), which is
 * said as such, never as a plain failure to try again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, messageOf } from '../../api/client.ts';
import { mayHaveArrived } from '../../api/intent-key.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { toastSuccess } from '../../components/toaster.tsx';

export function reportSuccess(message: string): void {
  toastSuccess(message);
}

export function reportFailure(error: unknown, queryClient?: QueryClient): void {
  // A session that ended has been said once already ("Please log in again."), and the login form is on screen.
  if (error instanceof ApiError && error.status === 401) return;
  const unconfirmed = mayHaveArrived(error);
  showAlert(unconfirmed ? UNCONFIRMED : messageOf(error));
  if (queryClient && error instanceof ApiError && (unconfirmed || error.status === 409 || error.status === 404)) {
    void queryClient.invalidateQueries({ queryKey: ['/admin'] });
  }
}

export const UNCONFIRMED = 'No answer came from the server: it may have done this. The screen has been read again; check it before trying again.';

/**
 * Every operator query key starts with '/admin', so one invalidation refreshes the console after a change. It is not
 * waited for: the caller's outcome (toast, alert) comes first, even when the refreshed screen no longer shows the
 * form that acted (a declared session's form gives way to the next session's).
 */
export function refreshConsole(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['/admin'] });
}
