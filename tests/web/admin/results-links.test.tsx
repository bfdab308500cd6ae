/** A link to a market day written by hand (`?market=33`, a number to the router) opens the same day as the console's own. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';
import { operatorApi } from './console-support.ts';

describe('a Starline day opened by a written link', () => {
  it('is shown as the Starline slot it is: settled by its one result, with no close result to declare', async () => {
    const { api } = await operatorApi();
    const slot = `${String(Date.now() % 1000).padStart(3, '0')}`;
    const time = `00:${String(1 + (Number(slot) % 58)).padStart(2, '0')}`;
    const created = await api.POST('/admin/markets', {
      body: {
        family: 'starline',
        name: `LINK SLOT ${slot}`,
        open_time: time,
        open_result_time: time,
        close_time: time,
        close_result_time: time,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
      },
    });
    expect(created.response.status).toBe(200);
    const id = created.data!.id;
    const date = '2026-11-23';
    const declared = await api.POST('/admin/markets/{market_id}/days/{date}/results', {
      params: { path: { market_id: id, date } },
      body: { session: 'open', panna: '140' },
    });
    expect(declared.response.status).toBe(200);
    await renderApp(`/admin/results?market=${id}&date=${date}`, api);
    const status = await screen.findByText('Status');
    expect(await within(status.parentElement!).findByText('Settled')).toBeInTheDocument();
    expect(screen.queryByText(/Declare the close result/)).toBeNull();
    // Its one result, not an open and a close: in the summary and in the past results.
    const labels = await screen.findAllByText('Result');
    expect(labels.some((label) => label.parentElement?.textContent === 'Result140-5')).toBe(true);
    expect(screen.queryByText('Close result')).toBeNull();
    const history = await screen.findByRole('table', { name: 'Result history' });
    expect(within(history).getByRole('columnheader', { name: 'Result' })).toBeInTheDocument();
    expect(within(history).queryByRole('columnheader', { name: 'Close' })).toBeNull();
    // Its correction asks for the result's panna, not an open one.
    expect(screen.getByRole('textbox', { name: 'Result panna' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Open panna/ })).toBeNull();
  });
});
