/**
 * A slip being typed when the session ends is not lost: once the same player logs in again, the bid screen shows the
 * same entries; a placed slip leaves no draft behind.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../sdk/index.ts';
import { browserFetch, newPlayer, serverUrl } from '../support/api.ts';
import { renderApp } from '../support/render-app.tsx';
import { bettingBrowser, bidsOf, chooseGame, operator } from './support.ts';

const chips = () => within(screen.getByRole('group', { name: 'Select Amount' }));
const digits = () => within(screen.getByRole('group', { name: 'Digits' }));
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

describe('a slip typed when the session ends', () => {
  it('comes back after logging in again, is placed once, and leaves no draft', async () => {
    const client = bettingBrowser();
    const account = await newPlayer(client.api);
    const userId = (await client.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
    const op = await operator();
    await op.POST('/admin/users/{user_id}/wallet-adjustments', { params: { path: { user_id: userId } }, body: { amount: 1000, reason: 'bid screen tests' } });
    await chooseGame(client.api, 'open');
    const { user, path, router } = await renderApp('/single', client.api);
    await screen.findByRole('heading', { level: 1, name: 'Single Digit' });
    await user.click(chips().getByRole('button', { name: '100' }));
    await user.click(digits().getByRole('button', { name: '8' }));
    await user.click(digits().getByRole('button', { name: '3' }));
    // The operator ends the player's sessions; the next call finds the session gone and the login form comes up.
    await op.POST('/admin/players/{user_id}/logout', { params: { path: { user_id: userId } }, body: { reason: 'Lost phone' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(path()).toBe('/login'), { timeout: 10_000 });
    expect(window.sessionStorage.length).toBeGreaterThan(0);

    await user.type(field('Mobile Number'), account.mobile);
    await user.type(field('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(path()).toBe('/single'), { timeout: 10_000 });
    expect(await screen.findByRole('textbox', { name: 'Points for 8' })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: 'Points for 3' })).toHaveValue('100');
    expect(screen.getByTestId('total-points')).toHaveTextContent('200');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(await bidsOf(client.api)).toHaveLength(2);
    router.history.destroy();
    cleanup();
    await renderApp('/single', client.api);
    expect(await screen.findByRole('textbox', { name: 'Points for 8' })).toHaveValue('');
    expect(screen.getByTestId('total-points')).toHaveTextContent('0');
  });

  it('a slip placed after the player left the screen leaves no draft to be placed again', async () => {
    const browser = browserFetch();
    let slowly = true;
    const fetchSlowSlips = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const answer = await browser.fetch(request);
      if (slowly && new URL(request.url).pathname.endsWith('/api-submit-bid')) await new Promise((resolve) => setTimeout(resolve, 1500));
      return answer;
    };
    const api = createApiClient({ baseUrl: `${serverUrl()}/api`, fetch: fetchSlowSlips });
    await newPlayer(api);
    const userId = (await api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
    await (
      await operator()
    ).POST('/admin/users/{user_id}/wallet-adjustments', { params: { path: { user_id: userId } }, body: { amount: 1000, reason: 'bid screen tests' } });
    await chooseGame(api, 'open');
    const { user, router } = await renderApp('/single', api);
    await screen.findByRole('heading', { level: 1, name: 'Single Digit' });
    await user.click(chips().getByRole('button', { name: '100' }));
    await user.click(digits().getByRole('button', { name: '8' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The player leaves before the answer comes.
    await router.navigate({ to: '/' });
    await waitFor(async () => expect(await bidsOf(api)).toHaveLength(1), { timeout: 10_000 });
    await waitFor(() => expect(window.sessionStorage.length).toBe(0), { timeout: 5000 });
    slowly = false;
    await router.navigate({ to: '/single' });
    expect(await screen.findByRole('textbox', { name: 'Points for 8' })).toHaveValue('');
    expect(screen.getByTestId('total-points')).toHaveTextContent('0');
  });
});
