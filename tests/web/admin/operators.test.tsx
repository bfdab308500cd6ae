/**
 * The Operators screen on the real server: the caller's own account is marked and offers no suspension; a new
 * operator is added from the form (checked here first), then suspended with a reason and reactivated.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';
import { OPERATOR } from '../support/global-setup.ts';
import { consoleApi, loginOperator, operatorApi } from './console-support.ts';

const mobile = `97${String(Date.now()).slice(-8)}`;
const name = `Asha ${mobile.slice(-4)}`;

describe('operators screen', () => {
  it('adds an operator, then suspends and reactivates it; the own account has no suspension', async () => {
    const { api, calls } = await operatorApi();
    const { user } = await renderApp('/admin/operators', api);
    const table = within(await screen.findByRole('table', { name: 'Operators' }));
    const own = table.getByText('You').closest('tr')!;
    expect(within(own).queryByRole('button')).toBeNull();

    const form = within(screen.getByRole('form', { name: 'Add an operator' }));
    await user.click(form.getByRole('button', { name: 'Add operator' }));
    expect(form.getByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('Mobile Number is required')).toBeInTheDocument();
    expect(form.getByText('Password must have at least 8 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/admin/operators' && c.body !== undefined)).toEqual([]);

    await user.type(form.getByLabelText(/^Name/), name);
    await user.type(form.getByLabelText(/^Mobile number/), mobile);
    await user.type(form.getByLabelText(/^Password/), 'long-and-secret');
    await user.click(form.getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByText(`Operator ${name} added.`)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/admin/operators' && c.body !== undefined)).toEqual([
      { path: '/admin/operators', body: { name, mobile, password: 'long-and-secret' } },
    ]);
    const row = async () => (await within(await screen.findByRole('table', { name: 'Operators' })).findByText(name)).closest('tr')!;
    expect(within(await row()).getByText('Active')).toBeInTheDocument();

    await user.click(within(await row()).getByRole('button', { name: `Suspend ${name}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: `Suspend ${name}?` }));
    await user.type(dialog.getByRole('textbox'), 'Left the team');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(`Operator ${name} suspended; 0 sessions ended.`)).toBeInTheDocument();
    await waitFor(async () => expect(within(await row()).getByText('Suspended')).toBeInTheDocument());
    const login = await api.POST('/api-user-login', { body: { mobile, password: 'long-and-secret' } });
    expect(login.data).toMatchObject({ code: 'ACCOUNT_BLOCKED' });

    await user.click(within(await row()).getByRole('button', { name: `Reactivate ${name}` }));
    const back = within(await screen.findByRole('alertdialog', { name: `Reactivate ${name}?` }));
    await user.type(back.getByRole('textbox'), 'Back from leave');
    await user.click(back.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText(`Operator ${name} reactivated.`)).toBeInTheDocument();
  });
});

describe('an operator added by another', () => {
  it('changes the password they were given before the console opens', async () => {
    const { api: adder } = await operatorApi();
    const newcomer = `96${String(Date.now()).slice(-8)}`;
    const added = await adder.POST('/admin/operators', { body: { name: 'New Hire', mobile: newcomer, password: 'given-password' } });
    expect(added.data?.status).toBe(true);
    const { api } = consoleApi();
    expect((await api.POST('/api-user-login', { body: { mobile: newcomer, password: 'given-password' } })).data).toMatchObject({
      password_change_required: true,
    });
    const { user } = await renderApp('/admin/operators', api);
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
    const form = within(screen.getByRole('form', { name: 'Change your password' }));
    await user.type(form.getByLabelText(/^Old Password/), 'given-password');
    await user.type(form.getByLabelText(/^New Password/), 'given-password');
    await user.type(form.getByLabelText(/^Confirm Password/), 'given-password');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Choose a new password: this is the one you have now.')).toBeInTheDocument();
    await user.clear(form.getByLabelText(/^New Password/));
    await user.clear(form.getByLabelText(/^Confirm Password/));
    await user.type(form.getByLabelText(/^New Password/), 'my-own-secret');
    await user.type(form.getByLabelText(/^Confirm Password/), 'my-own-secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('navigation', { name: 'Console sections' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Operators' })).toBeInTheDocument();
  });
});

describe('a console whose session ends elsewhere', () => {
  it('shows the login form at the next call, told once, with no list left loading', async () => {
    const { api: other } = await operatorApi();
    const mobile = `95${String(Date.now()).slice(-8)}`;
    const added = await other.POST('/admin/operators', { body: { name: 'Night Cashier', mobile, password: 'given-password' } });
    expect(added.data?.status).toBe(true);
    const { api } = consoleApi();
    await api.POST('/api-user-login', { body: { mobile, password: 'given-password' } });
    const change = { old_password: 'given-password', new_password: 'my-own-secret', confirm_password: 'my-own-secret' };
    expect((await api.POST('/api-change-password', { body: change })).data).toMatchObject({ status: true });
    const { user } = await renderApp('/admin/deposits', api);
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeInTheDocument();

    const ended = await other.POST('/admin/operators/{user_id}/logout', { params: { path: { user_id: added.data!.operator.id } }, body: {} });
    expect(ended.data).toMatchObject({ sessions_ended: 1 });
    await user.click(screen.getByRole('link', { name: 'Withdrawals' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByText('Please log in again.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the console after a login on the player login screen', () => {
  it('opens for the operator at once, though it showed its login form to the visitor a moment before', async () => {
    const { api } = consoleApi();
    const { user, router } = await renderApp('/admin', api);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await router.navigate({ to: '/login' });
    await user.type(await screen.findByLabelText(/^Mobile Number/), OPERATOR.mobile);
    await user.type(screen.getByLabelText(/^Password/), OPERATOR.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    await router.navigate({ to: '/admin' });
    expect(await screen.findByRole('navigation', { name: 'Console sections' })).toBeInTheDocument();
  });
});

describe('signing out of the console', () => {
  it('shows the login form at once and nothing of the account', async () => {
    const { api } = consoleApi();
    await loginOperator(api);
    const { user } = await renderApp('/admin/operators', api);
    expect(await screen.findByRole('table', { name: 'Operators' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Operators' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
    expect((await api.GET('/admin/operators')).response.status).toBe(401);
  });
});
