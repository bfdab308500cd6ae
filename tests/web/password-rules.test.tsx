/**
 * Password rules in the player app: new passwords need 8 characters (sign-up and change), and a player whose stored
 * password is shorter, or who logs in with a temporary one from support, is kept on Change Password, with the reason,
 * until they choose a new one (also after a reload).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, newPlayer, serverApi } from './support/api.ts';
import { operatorApi } from './admin/console-support.ts';
import { alertText, dismissAlert, renderApp } from './support/render-app.tsx';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const SHORT = 'Password must have at least 8 characters';
const TOO_SHORT_NOTICE =
  /Choose a new password of at least 8 characters before you continue: the one you logged in with is too short, or support gave it to you/;

afterEach(() => window.localStorage.clear());

describe('new passwords need 8 characters', () => {
  it('/register refuses a 7-character password with a field message, before calling the server', async () => {
    const { api, calls } = serverApi();
    const { user } = await renderApp('/register', api);
    await user.type(field('Name'), 'Asha Rani');
    await user.type(field('Username'), 'asha_r');
    await user.type(field('Mobile Number'), '9876500001');
    await user.type(field('Password'), 'abcd123');
    await user.type(field('Confirm Password'), 'abcd123');
    await user.type(field('Date of Birth'), '1990-04-12');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await alertText()).toContain(SHORT);
    await dismissAlert(user);
    expect(screen.getByText(SHORT)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api-user-registration')).toHaveLength(0);
  });

  it('/change_password refuses a 7-character new password with a field message, before calling the server', async () => {
    const { api, calls } = mockApi();
    const { user } = await renderApp('/change_password', api);
    await screen.findByRole('heading', { name: 'Change Password' });
    await user.type(field('Old Password'), 'secret12');
    await user.type(field('New Password'), 'abcd123');
    await user.type(field('Confirm Password'), 'abcd123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(SHORT)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api-change-password')).toHaveLength(0);
  });
});

describe('a login with a password shorter than the minimum', () => {
  it('goes to Change Password with the reason, keeps the player there (also after a reload) until it is changed', async () => {
    const { api } = mockApi({ loggedIn: 'at-login', prefer: { '/api-user-login': 'example=shortPassword' } });
    const first = await renderApp('/login', api);
    await first.user.type(field('Mobile Number'), '9876543210');
    await first.user.type(field('Password'), '1234');
    await first.user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(first.path()).toBe('/change_password'));
    expect(await screen.findByText(TOO_SHORT_NOTICE)).toBeInTheDocument();

    // Money and betting screens lead back to Change Password.
    for (const screenPath of ['/add_fund', '/withdraw', '/single']) {
      await first.router.navigate({ to: screenPath });
      await waitFor(() => expect(first.path()).toBe('/change_password'));
    }
    first.router.history.destroy();
    cleanup();

    // A reload (a fresh app on the same device) still asks for the change.
    const { api: session } = mockApi();
    const reloaded = await renderApp('/add_fund', session);
    await waitFor(() => expect(reloaded.path()).toBe('/change_password'));
    expect(await screen.findByText(TOO_SHORT_NOTICE)).toBeInTheDocument();

    await reloaded.user.type(field('Old Password'), '1234');
    await reloaded.user.type(field('New Password'), 'better34');
    await reloaded.user.type(field('Confirm Password'), 'better34');
    await reloaded.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(reloaded.path()).toBe('/'));
    await reloaded.router.navigate({ to: '/add_fund' });
    await waitFor(() => expect(reloaded.path()).toBe('/add_fund'));
  });

  it('a normal login is not held back', async () => {
    const { api } = mockApi({ loggedIn: 'at-login' });
    const { user, path, router } = await renderApp('/login', api);
    await user.type(field('Mobile Number'), '9876543210');
    await user.type(field('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(path()).toBe('/'));
    await router.navigate({ to: '/add_fund' });
    await waitFor(() => expect(path()).toBe('/add_fund'));
  });
});

describe('a login with a temporary password from support', () => {
  it('goes to Change Password with the reason; once changed, Home, and Notifications tell of the reset', async () => {
    const before = serverApi();
    const account = await newPlayer(before.api);
    const userId = (await before.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
    const { api: operator } = await operatorApi();
    const reset = await operator.POST('/admin/players/{user_id}/password', {
      params: { path: { user_id: userId } },
      body: { password: 'support-4821', reason: 'Called from the registered number' },
    });
    expect(reset.data?.status).toBe(true);
    const { api } = serverApi();
    const { user, path, router } = await renderApp('/login', api);
    await user.type(field('Mobile Number'), account.mobile);
    await user.type(field('Password'), 'support-4821');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(path()).toBe('/change_password'));
    expect(await screen.findByText(TOO_SHORT_NOTICE)).toBeInTheDocument();
    // Home too, whose lists the server refuses such a session.
    for (const to of ['/withdraw', '/'] as const) {
      await router.navigate({ to });
      await waitFor(() => expect(path()).toBe('/change_password'));
    }
    await user.type(field('Old Password'), 'support-4821');
    await user.type(field('New Password'), 'my-own-9137');
    await user.type(field('Confirm Password'), 'my-own-9137');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(path()).toBe('/'));
    await router.navigate({ to: '/notifications' });
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
    expect(
      screen.getByText(/^Support set a temporary password for your account\. If you did not ask them for it, contact support at once\.$/),
    ).toBeInTheDocument();
  });
});
