/**
 * A message to one player typed by id is confirmed with the player's name and mobile and the message itself; an id
 * no player has is said in the confirmation, which then sends nothing.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newPlayer, serverApi } from '../support/api.ts';
import { renderApp } from '../support/render-app.tsx';
import { operatorApi } from './console-support.ts';

describe('a message to one player', () => {
  it('names the player in the confirmation, and refuses an id no player has', async () => {
    const player = serverApi();
    await newPlayer(player.api);
    const profile = (await player.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!;
    const { api, calls } = await operatorApi();
    const { user } = await renderApp('/admin/announcements', api);
    const form = within(await screen.findByRole('form', { name: 'New announcement' }));
    await user.type(form.getByLabelText(/^To one player/), '999999999');
    await user.type(form.getByLabelText(/^Title/), 'Your bonus');
    await user.type(form.getByLabelText(/^Message/), 'Credited today.');
    await user.click(form.getByRole('button', { name: 'Send to the player' }));
    let dialog = within(await screen.findByRole('alertdialog'));
    expect(await dialog.findByText('No player has the id 999999999.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.clear(form.getByLabelText(/^To one player/));
    await user.type(form.getByLabelText(/^To one player/), String(profile.user_id));
    await user.click(form.getByRole('button', { name: 'Send to the player' }));
    dialog = within(await screen.findByRole('alertdialog', { name: `Send this message to ${profile.user_name} (${profile.mobile}) only?` }));
    expect(dialog.getByText('Credited today.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to the player.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/admin/notifications') && c.body !== undefined)).toHaveLength(1);
  });
});
