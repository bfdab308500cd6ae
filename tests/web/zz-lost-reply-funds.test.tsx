import { cleanup, fireEvent, screen } from '@testing-library/react';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../sdk/index.ts';
import { browserFetch, newPlayer, serverUrl } from './support/api.ts';
import { alertText, dismissAlert, renderApp } from './support/render-app.tsx';
import { loginOperator } from './admin/console-support.ts';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

function droppingClient(match: string) {
  const browser = browserFetch();
  const sent: { key: string | null; status?: number; body?: string }[] = [];
  let drop = false;
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (!path.includes(match)) return browser.fetch(request);
    const rec: { key: string | null; status?: number; body?: string } = { key: request.headers.get('idempotency-key') };
    sent.push(rec);
    const response = await browser.fetch(request);
    rec.status = response.status;
    rec.body = await response.clone().text();
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

async function fund(userId: string, points: number) {
  const op = createApiClient({ baseUrl: `${serverUrl()}/api`, fetch: browserFetch().fetch });
  await loginOperator(op);
  await op.POST('/admin/users/{user_id}/wallet-adjustments', { params: { path: { user_id: userId } }, body: { amount: points, reason: 'audit funding' } });
}

async function withdrawPlayer() {
  const c = droppingClient('withdraw-fund-request');
  await newPlayer(c.api);
  const userId = (await c.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
  await c.api.POST('/api-add-user-bank-details', {
    body: { ac_holder_name: 'Ravi Kumar', ac_number: '001234567890', ifsc_code: 'SBIN0001234', bank_name: 'State Bank', branch_address: 'Andheri East' },
  });
  await fund(userId, 2000);
  return c;
}

const wallet = async (api: any) => (await api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.wallet_balance;

describe('withdraw lost reply', () => {
  it('same retry', async () => {
    const c = await withdrawPlayer();
    const { user, router } = await renderApp('/withdraw', c.api);
    await user.type(await screen.findByLabelText(/^Request Amount/), '600');
    c.dropNext();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    console.log('W1 ALERT:', await alertText());
    await dismissAlert(user);
    await new Promise((r) => setTimeout(r, 300));
    console.log('W1 shown balance:', document.body.textContent?.match(/Wallet balance: [\d,]+/)?.[0], 'server', await wallet(c.api));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await new Promise((r) => setTimeout(r, 1000));
    console.log('W1 sent', JSON.stringify(c.sent.map((s) => [s.key, s.status])), 'server wallet', await wallet(c.api));
    router.history.destroy();
    cleanup();
  });
  it('retry with another amount', async () => {
    const c = await withdrawPlayer();
    const { user } = await renderApp('/withdraw', c.api);
    await user.type(await screen.findByLabelText(/^Request Amount/), '600');
    c.dropNext();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await alertText();
    await dismissAlert(user);
    await user.clear(screen.getByLabelText(/^Request Amount/));
    await user.type(screen.getByLabelText(/^Request Amount/), '500');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    console.log('W2 ALERT 2nd:', await alertText());
    await dismissAlert(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    console.log('W2 ALERT 3rd:', await alertText());
    await dismissAlert(user);
    console.log('W2 sent', JSON.stringify(c.sent.map((s) => [s.key, s.status, s.body?.slice(0, 120)])), 'server wallet', await wallet(c.api));
  });
});

describe('add fund lost reply', () => {
  it('retry same, then edited', async () => {
    const c = droppingClient('fund-request-add');
    await newPlayer(c.api);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#22aa55' } }).png().toBuffer();
    const { user } = await renderApp('/add_fund', c.api);
    await user.type(await screen.findByLabelText(/^Amount/), '500');
    await user.type(field('Description'), 'Paid by UPI');
    await user.type(field('Transaction Id'), String(400000000000 + Math.floor(Math.random() * 1e9)));
    fireEvent.change(field('Transaction Receipt'), { target: { files: [new File([new Uint8Array(png)], 'receipt.png', { type: 'image/png' })] } });
    c.dropNext();
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    console.log('F ALERT:', await alertText());
    await dismissAlert(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await new Promise((r) => setTimeout(r, 1500));
    console.log('F success shown:', screen.queryByTestId('fund-success')?.textContent);
    console.log('F sent', JSON.stringify(c.sent.map((s) => [s.key, s.status, s.body?.slice(0, 150)])));
    const hist = (await c.api.POST('/api-fund-request-history', { body: {} })).data!.fund_data;
    console.log('F history count', hist.length);
  });
});
