import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../sdk/index.ts';
import { browserFetch, newPlayer, serverApi, serverUrl } from '../support/api.ts';
import { alertText, dismissAlert, renderApp } from '../support/render-app.tsx';
import { loginOperator } from './console-support.ts';

function droppingOperator(match: string) {
  const browser = browserFetch();
  const sent: { path: string; key: string | null }[] = [];
  let drop = false;
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (!path.includes(match)) return browser.fetch(request);
    sent.push({ path, key: request.headers.get('idempotency-key') });
    const response = await browser.fetch(request);
    if (drop) {
      drop = false;
      await response.arrayBuffer();
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
  const api = createApiClient({ baseUrl: `${serverUrl()}/api`, fetch: wrapped });
  return { api, sent, dropNext: () => (drop = true) };
}

describe('operator wallet adjustment, reply lost', () => {
  it('retry after a lost reply', async () => {
    const player = serverApi();
    await newPlayer(player.api);
    const userId = (await player.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
    const op = droppingOperator('wallet-adjustments');
    await loginOperator(op.api);
    const { user } = await renderApp(`/admin/players/${userId}`, op.api);
    const form = within(await screen.findByRole('form', { name: 'Adjust the wallet' }));
    await user.type(form.getByLabelText(/^Points/), '250');
    await user.type(form.getByLabelText(/^Reason/), 'Goodwill, ticket 88');
    await user.click(form.getByRole('button', { name: 'Adjust wallet' }));
    op.dropNext();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Adjust wallet' }));
    const text = await alertText();
    console.log('ALERT after lost reply:', text);
    await dismissAlert(user);
    console.log('form still holds points:', (form.getByLabelText(/^Points/) as HTMLInputElement).value);
    // The operator tries again: same form, press Adjust wallet, confirm.
    await user.click(form.getByRole('button', { name: 'Adjust wallet' }));
    const dialogEl = await screen.findByRole('alertdialog'); const dialog = within(dialogEl);
    console.log('dialog text:', dialogEl.textContent);
    await user.click(dialog.getByRole('button', { name: 'Adjust wallet' }));
    await waitFor(() => expect(op.sent).toHaveLength(2));
    await waitFor(async () => {
      const history = (await player.api.POST('/api-wallet-transaction-history', { body: {} })).data!.transaction_history;
      expect(history.length).toBeGreaterThan(0);
    });
    await new Promise((r) => setTimeout(r, 300));
    const history = (await player.api.POST('/api-wallet-transaction-history', { body: {} })).data!.transaction_history;
    const profile = (await player.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!;
    console.log('KEYS', JSON.stringify(op.sent));
    console.log('PASSBOOK', JSON.stringify(history.map((e) => [e.description, e.amount])));
    console.log('BALANCE', profile.wallet_balance);
  });
});
