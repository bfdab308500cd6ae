/** Charts from real declared results: Starline by date and slot (01 AM ... 11 PM), a market's chart from the game list. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ankOf } from '../../../sdk/index.ts';
import { mockApi, serverApi } from '../support/api.ts';
import { renderApp } from '../support/render-app.tsx';
import { DEMO_STARLINE_COLUMNS } from '../../helpers/demo-slots.ts';

const HOURS = DEMO_STARLINE_COLUMNS;
const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/starLine_chart_history', () => {
  it("shows the declared Starline results up to the server's today, newest first, each panna above its ank, for visitors too", async () => {
    const { api } = serverApi();
    const expected = (await api.POST('/api-starline-chart-data', { body: {} })).data!;
    expect(expected.chart.length).toBeGreaterThan(0);
    await renderApp('/starLine_chart_history', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Starline Chart History' })).toBeInTheDocument();
    expect(screen.getByText('Mumbai Starline')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Starline Chart History' });
    expect(headersOf(table)).toEqual(['Date', ...HOURS]);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(expected.chart.length);
    const newest = expected.chart[0]!;
    const [, yyyy, mm, dd] = /^(\d{4})-(\d\d)-(\d\d)$/.exec(newest.date)!;
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent(`${dd}/${mm}/${yyyy!.slice(2)}`);
    const declared = newest.results.findIndex((cell) => cell.panna !== '');
    const cell = newest.results[declared]!;
    expect(String(ankOf(cell.panna))).toBe(cell.ank);
    expect(within(rows[0]!).getAllByRole('cell')[declared + 1]).toHaveTextContent(`${cell.panna}${cell.ank}`);
  });

  it('opens from the Starline banner on Home', async () => {
    const { api } = serverApi();
    const { user, path } = await renderApp('/', api);
    await user.click(await screen.findByRole('link', { name: 'Starline Chart History' }));
    await waitFor(() => expect(path()).toBe('/starLine_chart_history'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Starline Chart History' })).toBeInTheDocument();
  });

  it("writes each date as dd/mm/yy with its weekday and says 'No Data Found Here' for dates without results", async () => {
    const { api } = mockApi({ loggedIn: false });
    await renderApp('/starLine_chart_history?from=2026-11-21&to=2026-11-21', api);
    const table = await screen.findByRole('table', { name: 'Starline Chart History' });
    expect(headersOf(table)).toEqual(['Date', '09 AM', '10 AM']);
    expect(rowsOf(table)[0]).toHaveTextContent('21/11/26Sat137');
    const { api: real } = serverApi();
    await renderApp('/starLine_chart_history?from=2020-01-01&to=2020-01-31', real);
    expect(await screen.findAllByText('No Data Found Here')).not.toHaveLength(0);
  });

  it('asks for a reversed address range in order, and a From date alone as From (the server refuses both otherwise)', async () => {
    const { api, calls } = serverApi();
    const asked = () => calls.filter((call) => call.path === '/api-starline-chart-data').at(-1)?.body;
    await renderApp('/starLine_chart_history?from=2020-01-31&to=2020-01-01', api);
    expect(await screen.findAllByText('No Data Found Here')).not.toHaveLength(0);
    expect(asked()).toEqual({ date_from: '2020-01-01', date_to: '2020-01-31' });
    cleanup();
    const fresh = await renderApp('/starLine_chart_history', api);
    await screen.findByRole('table', { name: 'Starline Chart History' });
    await fresh.user.type(screen.getByLabelText('From'), '2020-01-01');
    await fresh.user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(asked()).toEqual({ date_from: '2020-01-01' }));
    expect(screen.getByLabelText('From')).toHaveValue('2020-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('');
    expect(await screen.findByRole('table', { name: 'Starline Chart History' })).toBeInTheDocument();
  });
});

describe('market chart', () => {
  it("opens from a game's Chart link on Home and shows its open panna, jodi and close panna by day", async () => {
    const { api } = serverApi();
    const { user, path } = await renderApp('/', api);
    const markets = await screen.findByRole('region', { name: 'Markets' });
    const games = (await api.POST('/api-get-dashboard-data', { body: {} })).data!.result;
    const game = games[0]!;
    await user.click(await within(markets).findByRole('link', { name: `${game.game_name} chart` }));
    await waitFor(() => expect(path()).toBe('/game_chart'));
    expect(await screen.findByRole('heading', { level: 1, name: `${game.game_name} Chart` })).toBeInTheDocument();
    const expected = (await api.POST('/api-game-chart-data', { body: { game_id: game.game_id } })).data!;
    expect(expected.chart.length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: `${game.game_name} Chart` });
    expect(headersOf(table)).toEqual(['Date', 'Open Panna', 'Jodi', 'Close Panna']);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(expected.chart.length);
    const last = expected.chart.at(-1)!;
    expect(rows.at(-1)).toHaveTextContent(`${last.open_panna}${last.jodi}${last.close_panna || '***'}`);
  });
});

describe('/game_chart opened from a written link', () => {
  it("opens the chart from a plain `?game_id=4` (the API family's web_chart_url), and a made-up id is no game", async () => {
    const { api } = serverApi();
    const game = (await api.POST('/api-get-dashboard-data', { body: {} })).data!.result[0]!;
    await renderApp(`/game_chart?game_id=${game.game_id}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: `${game.game_name} Chart` })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: `${game.game_name} Chart` })).toBeInTheDocument();
    await renderApp('/game_chart?game_id=abc', api);
    expect(await screen.findByText('No game chosen')).toBeInTheDocument();
  });
});

describe('/game_chart without a game', () => {
  it('says no game is chosen and leads back Home', async () => {
    const { api } = serverApi();
    const { user, path } = await renderApp('/game_chart', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Market Chart' })).toBeInTheDocument();
    expect(screen.getByText('No game chosen')).toBeInTheDocument();
    expect(screen.getByText("Open a game's chart from the game list on Home.")).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    await waitFor(() => expect(path()).toBe('/'));
    expect(await screen.findByRole('region', { name: 'Markets' })).toBeInTheDocument();
  });
});
