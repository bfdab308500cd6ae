/** Renders the whole app (router, providers, alert host, toaster) at a path, as a browser would open it. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import type { ApiClient } from '../../../sdk/index.ts';
import { App, createAppRouter } from '../../../web/src/app/router.tsx';

/** `firstVisit` keeps the device's popupShown flag unset, so the first-visit Download popup appears. */
export async function renderApp(path: string, api: ApiClient, { firstVisit = false } = {}) {
  if (!firstVisit) window.localStorage.setItem('popupShown', '1');
  const router = createAppRouter(api, createMemoryHistory({ initialEntries: [path] }));
  const user = userEvent.setup();
  await act(async () => {
    render(<App router={router} />);
  });
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { router, user, path: () => router.state.location.pathname, href: () => router.state.location.href };
}

/** The open alert dialog's text. */
export async function alertText(): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  return dialog.textContent ?? '';
}

/** Closes the open alert dialog with its OK button (named `ok` in the app's language). */
export async function dismissAlert(user: ReturnType<typeof userEvent.setup>, ok = 'OK') {
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}
