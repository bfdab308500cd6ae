/**
 * The player page's temporary password on the real server: checked beside its fields, confirmed first, then the
 * player's sessions end and the next login must change it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newPlayer, serverApi } from '../support/api.ts';
import { renderApp } from '../support/render-app.tsx';
import { operatorApi } from './console-support.ts';

describe('temporary password', () => {
  it('checks the fields, asks for confirmation, then the old password and sessions end and the next login must change it', async () => {
    const player = serverApi();
    const account = await newPlayer(player.api);
    const userId = (await player.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
    const { api, calls } = await operatorApi();
    const { user } = await renderApp(`/admin/players/${userId}`, api);
    const form = within(await screen.findByRole('form', { name: 'Set a temporary password' }));
    await user.type(form.getByLabelText(/^Temporary password/), 'short');
    await user.click(form.getByRole('button', { name: 'Set temporary password' }));
    expect(form.getByText('At least 8 characters')).toBeInTheDocument();
    expect(form.getByText('Please give a reason of 3 to 200 characters')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.type(form.getByLabelText(/^Temporary password/), '-7391x');
    await user.type(form.getByLabelText(/^Reason/), 'Called from the registered number');
    await user.click(form.getByRole('button', { name: 'Set temporary password' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/^Reason: Called from the registered number\. The old password stops working/)).toBeInTheDocument();
    // Nothing has changed before the confirmation.
    expect((await player.api.POST('/api-get-profile', { body: {} })).response.status).toBe(200);
    await user.click(dialog.getByRole('button', { name: 'Set temporary password' }));
    expect(await screen.findByText(/^Password reset\. 2 sessions ended\. The player must choose a new password/)).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/^Temporary password/)).toHaveValue(''));
    expect(calls.filter((c) => c.path.endsWith('/password'))).toHaveLength(1);
    expect((await player.api.POST('/api-get-profile', { body: {} })).response.status).toBe(401);
    const fresh = serverApi();
    expect((await fresh.api.POST('/api-user-login', { body: { mobile: account.mobile, password: account.password } })).data?.status).toBe(0);
    const login = await fresh.api.POST('/api-user-login', { body: { mobile: account.mobile, password: 'short-7391x' } });
    expect(login.data).toMatchObject({ status: 1, password_change_required: true });
  });
});
