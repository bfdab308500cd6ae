/** A market's page lists the holidays already set from today on, and each can be removed from the list. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';
import { operatorApi } from './console-support.ts';

describe('holidays on the market page', () => {
  it('lists the holidays ahead and removes one from the list', async () => {
    const { api } = await operatorApi();
    const times = { open_time: '10:00', open_result_time: '10:10', close_time: '11:00', close_result_time: '11:10' };
    const created = await api.POST('/admin/markets', { body: { family: 'daily', name: `HOLIDAY LIST ${Date.now() % 100000}`, ...times, weekdays: [1, 2, 3] } });
    const id = created.data!.id;
    for (const date of ['2099-12-25', '2099-12-31']) await api.PUT('/admin/markets/{market_id}/holidays/{date}', { params: { path: { market_id: id, date } } });
    const { user } = await renderApp(`/admin/markets/${id}`, api);
    const list = within(await screen.findByRole('list', { name: 'Holidays ahead' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['25/12/2099Remove', '31/12/2099Remove']);
    await user.click(list.getByRole('button', { name: 'Remove the holiday of 25/12/2099' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Holidays ahead' })).getAllByRole('listitem')).toHaveLength(1));
    const left = await api.GET('/admin/markets/{market_id}/holidays', { params: { path: { market_id: id } } });
    expect(left.data?.items).toEqual([{ date: '2099-12-31' }]);
  });
});

describe('holidays in the result history', () => {
  // A past day (the shared server's clock is 23/11/2026): the history ends today.
  it('says which days are holidays, and which were corrected', async () => {
    const { api } = await operatorApi();
    const times = { open_time: '10:00', open_result_time: '10:10', close_time: '11:00', close_result_time: '11:10' };
    const created = await api.POST('/admin/markets', {
      body: { family: 'daily', name: `HOLIDAY HISTORY ${Date.now() % 100000}`, ...times, weekdays: [0, 1, 2, 3, 4, 5, 6] },
    });
    const id = created.data!.id;
    await api.PUT('/admin/markets/{market_id}/holidays/{date}', { params: { path: { market_id: id, date: '2026-11-20' } } });
    await renderApp(`/admin/results?market=${id}&date=2026-11-20`, api);
    const history = within(await screen.findByRole('table', { name: 'Result history' }));
    const row = (await history.findByText('20/11/2026')).closest('tr')!;
    expect(within(row).getByText('Holiday')).toBeInTheDocument();
    expect(row.textContent).not.toMatch(/Version|Corrected/);
    const summary = await screen.findByText('Status');
    expect(within(summary.parentElement!).getByText('Holiday')).toBeInTheDocument();
  });
});
