/** The shell: header, drawer, footer, the navigation guard, the fallback page and the login-required layout. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertText, dismissAlert, renderApp } from './support/render-app.tsx';
import { newPlayer, serverApi, serverUrl } from './support/api.ts';

describe('shell for a visitor', () => {
  it('shows Login in the header and the greeting and every entry in the drawer, without My Profile', async () => {
    const { api } = serverApi();
    const { user } = await renderApp('/', api);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Hello User' });
    expect(within(drawer).getByText('Welcome Back')).toBeInTheDocument();
    const menu = within(drawer).getByRole('navigation', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Profile',
      'My Bid',
      'Passbook',
      'Support',
      'Funds',
      'Notifications',
      'Game Rates',
      'Enquiry',
      'My Limits',
      'Responsible Gaming',
      'Terms and Conditions',
      'Login',
    ]);
    expect(within(drawer).queryByRole('link', { name: 'My Profile' })).toBeNull();
    // The operators' site is linked from the client (spec), outside the player menu.
    expect(within(drawer).getByRole('link', { name: 'Operator console' })).toHaveAttribute('href', '/admin');
  });

  it('cancels a guarded footer link and alerts "User not logged in."', async () => {
    const { api } = serverApi();
    const { user, path } = await renderApp('/', api);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Funds', 'Profile', 'Passbook', 'My Bids']);
    await user.click(within(footer).getByRole('link', { name: 'Passbook' }));
    expect(await alertText()).toContain('User not logged in.');
    expect(path()).toBe('/');
    await dismissAlert(user);
  });

  it('cancels a guarded drawer entry and a home tile with the same alert', async () => {
    const { api } = serverApi();
    const { user, path } = await renderApp('/', api);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'Game Rates' }));
    expect(await alertText()).toContain('User not logged in.');
    await dismissAlert(user);
    await user.click(screen.getByRole('link', { name: 'Add Fund' }));
    expect(await alertText()).toContain('User not logged in.');
    await dismissAlert(user);
    expect(path()).toBe('/');
  });

  it('sends a visitor who opens a player screen directly to /login, and back there after login', async () => {
    const { api } = serverApi();
    const { user, path } = await renderApp('/withdraw_history', api);
    await waitFor(() => expect(path()).toBe('/login'));
    expect(screen.getByRole('status')).toHaveTextContent('User not logged in.');
    await user.type(screen.getByLabelText(/^Mobile Number/), '9000000001');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(path()).toBe('/withdraw_history'));
    expect(await screen.findByRole('heading', { name: 'Withdraw History' })).toBeInTheDocument();
  });

  it('shows the fallback page for an unknown route', async () => {
    const { api } = serverApi();
    await renderApp('/no_such_screen', api);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});

describe('shell for a player', () => {
  it('shows Logout, My Profile and Download; logout asks first, then ends the session on the server', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const { user, path } = await renderApp('/', api);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Hello User' });
    expect(within(drawer).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my_profile');
    expect(await within(drawer).findByRole('link', { name: 'Download' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));

    // The header's Logout is reachable again once the drawer has closed (the page behind an open drawer is hidden).
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Logout' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Logout' })).getByRole('button', { name: 'Yes, Logout' }));
    await waitFor(() => expect(path()).toBe('/login'));
    // The confirmation may still be closing (the page behind it stays hidden until it has gone).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    const profile = await api.POST('/api-get-profile', { body: {} });
    expect(profile.response.status).toBe(401);
  });

  it("closes the open drawer and the logout confirmation when the phone's Back button changes the page", async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const { user, path, router } = await renderApp('/', api);
    await router.navigate({ to: '/all_passbook' });
    await waitFor(() => expect(path()).toBe('/all_passbook'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Hello User' });
    router.history.back();
    await waitFor(() => expect(path()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hello User' })).toBeNull());

    await router.navigate({ to: '/all_passbook' });
    await waitFor(() => expect(path()).toBe('/all_passbook'));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('alertdialog', { name: 'Logout' });
    router.history.back();
    await waitFor(() => expect(path()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Logout' })).toBeNull());
    // Still logged in: going back was not a logout.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('handles a 401 once for the whole app: the session ended elsewhere, the next screen leads to /login', async () => {
    const { api, jar } = serverApi();
    await newPlayer(api);
    const { user, path } = await renderApp('/my_profile', api);
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    // The same session is ended by another tab: the server revokes it, this app still holds the cookie.
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const other = await fetch(`${serverUrl()}/api/api-user-logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(other.status).toBe(200);
    await user.click(within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Passbook' }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(await screen.findByText('Please log in again.')).toBeInTheDocument();
  });
});
