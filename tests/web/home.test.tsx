/** Home: markets (colours, results, row clicks by status), Starline, the time table and the first-visit popup. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, serverApi } from './support/api.ts';
import { SETTLE_AFTER_LOAD_MS } from '../../web/src/components/deferred.tsx';
import { alertText, dismissAlert, renderApp } from './support/render-app.tsx';

async function gameRow(name: string) {
  const markets = await screen.findByRole('region', { name: 'Markets' });
  const rows = await within(markets).findAllByTestId('game-row');
  const row = rows.find((candidate) => candidate.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('home game list (contract examples)', () => {
  it('shows times, name, result by the display rules and the message coloured by msg_status', async () => {
    const { api } = mockApi({ loggedIn: false });
    await renderApp('/', api);
    const kalyan = await gameRow('KALYAN');
    // Bid cut-offs and result times, each named for what it is.
    expect(kalyan).toHaveTextContent('Open bids until 03:45 PM');
    expect(kalyan).toHaveTextContent('Open result 04:00 PM');
    expect(kalyan).toHaveTextContent('Close bids until 05:45 PM');
    expect(kalyan).toHaveTextContent('Close result 06:00 PM');
    expect(kalyan).toHaveTextContent('***_**_***');
    expect(within(kalyan).getByText('Betting is Running Now')).toHaveAttribute('data-status', 'open');
    const milan = await gameRow('MILAN DAY');
    expect(milan).toHaveTextContent('128-10-370');
    expect(within(milan).getByText('Betting is Closed For Today')).toHaveAttribute('data-status', 'closed');
  });

  it("alerts 'User not logged in !!!' when a visitor opens a game", async () => {
    const { api } = mockApi({ loggedIn: false });
    const { user, path } = await renderApp('/', api);
    await user.click(await gameRow('KALYAN'));
    expect(await alertText()).toContain('User not logged in !!!');
    await dismissAlert(user);
    expect(path()).toBe('/');
  });

  it("opens a closed game's popup (status 2) and a running game's dashboard (status 1), remembering the game", async () => {
    const { api } = mockApi();
    const { user, path } = await renderApp('/', api);
    await user.click(await gameRow('MILAN DAY'));
    const popup = await screen.findByRole('dialog', { name: 'MILAN DAY' });
    expect(popup).toHaveTextContent('Betting is Closed For Today');
    expect(popup).toHaveTextContent('Open Result Time');
    expect(popup).toHaveTextContent('01:15 PM');
    expect(popup).toHaveTextContent('03:15 PM');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'MILAN DAY' })).toBeNull());

    await user.click(await gameRow('KALYAN'));
    await waitFor(() => expect(path()).toBe('/game_dashboard'));
    expect(window.localStorage.getItem('game_id')).toBe('1');
    expect(window.localStorage.getItem('game_name')).toBe('KALYAN');
  });

  it('gives each running game a visible Play button that opens it; a closed game says Closed', async () => {
    const { api } = mockApi();
    const { user, path } = await renderApp('/', api);
    await gameRow('KALYAN');
    expect(screen.queryByRole('button', { name: 'Play MILAN DAY' })).toBeNull();
    const milanItem = (await gameRow('MILAN DAY')).closest('li')!;
    expect(within(milanItem).getByText('Closed')).toBeVisible();
    const play = screen.getByRole('button', { name: 'Play KALYAN' });
    expect(play).toHaveTextContent('Play');
    await user.click(play);
    await waitFor(() => expect(path()).toBe('/game_dashboard'));
    expect(window.localStorage.getItem('game_name')).toBe('KALYAN');
  });

  it("shows a game's time table", async () => {
    const { api } = mockApi({ loggedIn: false });
    const { user } = await renderApp('/', api);
    await screen.findAllByTestId('game-row');
    await user.click(screen.getByRole('button', { name: 'KALYAN time table' }));
    const table = await screen.findByRole('dialog', { name: 'KALYAN Time Table' });
    for (const text of ['Open Bid End', '03:45 PM', 'Close Bid End', '05:45 PM', 'Open Result', '04:00 PM', 'Close Result', '06:00 PM']) {
      expect(table).toHaveTextContent(text);
    }
  });

  it("shows the operator's maintenance notice above the markets and on Add Fund, and none when it is off", async () => {
    const down = 'Down for bank reconciliation until 7:30 AM';
    const dashboard = (message: string) => ({ status: true, code: 'OK', msg: 'Markets', mobile_no: '9000000000', maintenance_message: message, result: [] });
    const { api } = mockApi({ answers: { '/api-get-dashboard-data': () => dashboard(down) } });
    const page = await renderApp('/', api);
    expect(await screen.findByTestId('maintenance-note')).toHaveTextContent(down);
    await page.router.navigate({ to: '/add_fund' });
    await screen.findByRole('heading', { name: 'Add Fund' });
    expect(await screen.findByTestId('maintenance-note')).toHaveTextContent(down);
    cleanup();
    const open = mockApi({ answers: { '/api-get-dashboard-data': () => dashboard('') } });
    await renderApp('/', open.api);
    await screen.findByRole('region', { name: 'Markets' });
    await waitFor(() => expect(open.calls.some((c) => c.path === '/api-get-dashboard-data')).toBe(true));
    expect(screen.queryByTestId('maintenance-note')).toBeNull();
  });

  it('shows the error, not a blank list, when the markets cannot be loaded', async () => {
    const { api } = mockApi({ loggedIn: false, prefer: { '/api-get-dashboard-data': 'code=500' } });
    await renderApp('/', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('link', { name: 'Add Fund' })).toBeInTheDocument();
  });
});

describe('Starline on home', () => {
  it('shows the banner; Play on a closed slot alerts, on an open one remembers it and opens the Starline dashboard', async () => {
    const { api } = mockApi();
    const { user, path } = await renderApp('/', api);
    expect(screen.getByText('Play Big & Win Big')).toBeInTheDocument();
    expect(screen.getByText('Har Ghante Jeeto')).toBeInTheDocument();
    expect((await screen.findAllByText('Bids until 10:00 AM · Result at 10:00 AM')).length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('button', { name: 'Play 09:00 AM' }));
    expect(await alertText()).toContain('Betting is closed for today');
    await dismissAlert(user);
    await user.click(screen.getByRole('button', { name: 'Play 10:00 AM' }));
    await waitFor(() => expect(path()).toBe('/starLine_game_dashBoard'));
    expect(window.localStorage.getItem('starline_game_id')).toBe('102');
    expect(window.localStorage.getItem('starline_game_name')).toBe('10:00 AM');
  });
});

describe('first visit', () => {
  it('shows the Download popup once per device', async () => {
    const { api } = serverApi();
    const first = await renderApp('/', api, { firstVisit: true });
    // It comes once the page has settled: a few seconds after the load when nobody touches the page.
    const popup = await screen.findByRole('dialog', { name: 'Download App' }, { timeout: SETTLE_AFTER_LOAD_MS + 5000 });
    expect(within(popup).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/download_app');
    await first.user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Download App' })).toBeNull());
    expect(window.localStorage.getItem('popupShown')).toBe('1');
    first.router.history.destroy();
  }, 30_000);

  it('does not show it again once the device has seen it', async () => {
    window.localStorage.setItem('popupShown', '1');
    const { api } = serverApi();
    await renderApp('/', api, { firstVisit: true });
    await screen.findByRole('heading', { name: 'Markets' });
    expect(screen.queryByRole('dialog', { name: 'Download App' })).toBeNull();
  });
});
