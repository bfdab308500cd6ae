/**
 * A tab that still shows one player after another account logged in on the same browser (another tab) places
 * nothing on that account: the server refuses the slip, the player is told, and the tab then shows who is logged in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newPlayer, serverApi } from '../support/api.ts';
import { alertText, dismissAlert, renderApp } from '../support/render-app.tsx';
import { bidsOf, chooseGame, fundedPlayer, operator, walletOf } from './support.ts';

describe('another account logged in meanwhile', () => {
  it('a slip from a tab still showing the first player is refused, places nothing, and the tab shows the new account', async () => {
    const other = serverApi();
    const second = await newPlayer(other.api, 'second-pass-1');
    const secondId = (await other.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
    await (
      await operator()
    ).POST('/admin/users/{user_id}/wallet-adjustments', { params: { path: { user_id: secondId } }, body: { amount: 777, reason: 'bid screen tests' } });
    const { api, slips } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/single', api);
    await screen.findByRole('heading', { level: 1, name: 'Single Digit' });
    await user.click(within(screen.getByRole('group', { name: 'Select Amount' })).getByRole('button', { name: '100' }));
    await user.click(within(screen.getByRole('group', { name: 'Digits' })).getByRole('button', { name: '8' }));
    // Another tab of this browser logs in as the second player: the session cookie is now theirs.
    expect((await api.POST('/api-user-login', { body: { mobile: second.mobile, password: 'second-pass-1' } })).data?.status).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await alertText()).toContain('This request is for another player than the one logged in now, so nothing was done.');
    await dismissAlert(user);
    expect(slips).toHaveLength(1);
    expect(await bidsOf(api)).toEqual([]);
    expect(await walletOf(api)).toBe(777);
    // The tab now shows the account that is logged in.
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('777')).toBeInTheDocument());
  });
});
