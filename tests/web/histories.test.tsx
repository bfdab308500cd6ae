/** History screens: date filters, spinner, rows, the spec's empty texts, errors, My Bid and My History tabs. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, newPlayer, serverApi } from './support/api.ts';
import { renderApp } from './support/render-app.tsx';
import { chooseGame, fundedPlayer } from './bidding/support.ts';

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('/bidding_history', () => {
  it('shows a spinner, then the bids with the spec columns (contract example)', async () => {
    const { api } = mockApi();
    await renderApp('/bidding_history', api);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const table = await screen.findByRole('table', { name: 'Bidding History' });
    expect(headersOf(table).slice(0, 7)).toEqual(['Game Name', 'Pana', 'Paana', 'Session', 'Points', 'Bid', 'Date']);
    expect(rowsOf(table)[0]).toHaveTextContent('KALYAN');
    expect(rowsOf(table)[0]).toHaveTextContent('21/11/2026');
  });

  it('shows Sangam bids in the order the player chose them (Half Sangam Open: open patti, then close ank)', async () => {
    const { api } = await fundedPlayer(100);
    const game = await chooseGame(api, 'open');
    const slip = (session: 'Open' | 'Close' | '', label: string, digits: string, closedigits: string) => ({
      new_result: {
        bid_date: '2026-11-23',
        gameid: game.game_id,
        Gamename: game.game_name,
        totalbit: 5,
        pana: label as 'Half Sangam',
        session,
        result: [{ points: 5, digits, closedigits, session }],
      },
    });
    for (const body of [slip('Open', 'Half Sangam', '0', '128'), slip('Close', 'Half Sangam', '1', '370'), slip('', 'Full Sangam', '128', '370')]) {
      expect((await api.POST('/api-submit-bid', { body })).data?.status).toBe(true);
    }
    await renderApp('/bidding_history?from=2026-11-23&to=2026-11-23', api);
    const table = await screen.findByRole('table', { name: 'Bidding History' });
    expect(rowsOf(table).map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['128-370', '1-370', '128-0']);
  });

  it('a cleared date keeps the one shown: the server is never asked for an empty date', async () => {
    const { api, calls } = serverApi();
    await newPlayer(api);
    const { user, href } = await renderApp('/bidding_history?from=2026-11-01&to=2026-11-10', api);
    expect(await screen.findByText('No Data Found Here')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('From'));
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-12');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(href()).toBe('/bidding_history?from=2026-11-01&to=2026-11-12'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ path: '/api-bid-history-data', body: { bid_from: '2026-11-01', bid_to: '2026-11-12' } }));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(await screen.findByText('No Data Found Here')).toBeInTheDocument();
  });

  it('dates picked the wrong way round ask for the same days in order (the server refuses a reversed range)', async () => {
    const { api, calls } = serverApi();
    await newPlayer(api);
    const { user, href } = await renderApp('/bidding_history?from=2026-11-01&to=2026-11-10', api);
    expect(await screen.findByText('No Data Found Here')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-12');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(href()).toBe('/bidding_history?from=2026-11-10&to=2026-11-12'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ path: '/api-bid-history-data', body: { bid_from: '2026-11-10', bid_to: '2026-11-12' } }));
    expect(await screen.findByText('No Data Found Here')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-10');
    cleanup();
    // An address with the dates reversed shows the same days.
    await renderApp('/bidding_history?from=2026-11-12&to=2026-11-10', api);
    expect(await screen.findByText('No Data Found Here')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api-bid-history-data').at(-1)).toMatchObject({ body: { bid_from: '2026-11-10', bid_to: '2026-11-12' } });
  });

  it('says when the dates hold more bids than the newest 500 listed, and nothing when they do not', async () => {
    const { api } = mockApi({ prefer: { '/api-bid-history-data': 'example=moreThanListed' } });
    await renderApp('/bidding_history', api);
    await screen.findByRole('table', { name: 'Bidding History' });
    expect(screen.getByRole('note')).toHaveTextContent('These dates hold more bids than the newest 500 shown here: choose fewer days to see the rest.');
    cleanup();
    await renderApp('/bidding_history', mockApi().api);
    await screen.findByRole('table', { name: 'Bidding History' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("asks the server for the chosen dates on SUBMIT and says 'No Data Found Here' when there are none", async () => {
    const { api, calls } = serverApi();
    await newPlayer(api);
    const { user, href } = await renderApp('/bidding_history', api);
    expect(await screen.findByText('No Data Found Here')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(href()).toBe('/bidding_history?from=2026-11-01&to=2026-11-10'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ path: '/api-bid-history-data', body: { bid_from: '2026-11-01', bid_to: '2026-11-10' } }));
    expect(await screen.findByText('No Data Found Here')).toBeInTheDocument();
  });

  it('shows the error and a retry instead of a blank when the call fails', async () => {
    const { api } = mockApi({ prefer: { '/api-bid-history-data': 'code=500' } });
    await renderApp('/bidding_history', api);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeInTheDocument();
  });
});

describe('Starline and winner lists', () => {
  it("/starline_bidding_history has its heading and says 'No data found here' when empty", async () => {
    const { api } = serverApi();
    await newPlayer(api);
    await renderApp('/starline_bidding_history', api);
    expect(await screen.findByRole('heading', { name: 'Starline Bidding History' })).toBeInTheDocument();
    expect(await screen.findByText('No data found here')).toBeInTheDocument();
  });

  it('/starline_bidding_history lists Starline bids with its own column order', async () => {
    const { api } = mockApi();
    await renderApp('/starline_bidding_history', api);
    const table = await screen.findByRole('table', { name: 'Starline Bidding History' });
    expect(headersOf(table).slice(0, 7)).toEqual(['Game Name', 'Pana', 'Paana', 'Points', 'Session', 'Bid', 'Date']);
    expect(rowsOf(table)[0]).toHaveTextContent('10:00 AM');
    // The API's lower-case session reads as the daily tables' "Open".
    expect(within(rowsOf(table)[0]!).getAllByRole('cell')[4]).toHaveTextContent(/^Open$/);
  });

  it("/top_winner_list shows the day's top winners (masked) and the player's own wins for the dates", async () => {
    const { api, calls } = mockApi();
    await renderApp('/top_winner_list?from=2026-11-21&to=2026-11-21', api);
    const top = await screen.findByRole('table', { name: 'Top Winners' });
    expect(rowsOf(top)[0]).toHaveTextContent('Ra***ar');
    const mine = await screen.findByRole('table', { name: 'My Winning History' });
    expect(rowsOf(mine)[0]).toHaveTextContent('475');
    expect(calls.find((call) => call.path === '/api-top-winner-list')?.body).toMatchObject({ bid_from: '2026-11-21', bid_to: '2026-11-21', starline: false });
  });

  it("/top_winner_list_starline says 'No Data Found Here' for a player without Starline wins", async () => {
    const { api } = serverApi();
    await newPlayer(api);
    await renderApp('/top_winner_list_starline', api);
    expect(await screen.findByRole('heading', { name: 'Starline Winning History' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('No Data Found Here').length).toBeGreaterThanOrEqual(1));
  });
});

describe('menus and My History', () => {
  it('/my_bid links to Bid History, King Starline Bidding History and Withdraw History', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const { user, path } = await renderApp('/my_bid', api);
    const menu = await screen.findByRole('navigation', { name: 'My Bid' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent)
        .slice(0, 3),
    ).toEqual(['Bid History', 'King Starline Bidding History', 'Withdraw History']);
    await user.click(within(menu).getByRole('link', { name: 'Withdraw History' }));
    await waitFor(() => expect(path()).toBe('/withdraw_history'));
    expect(await screen.findByText('No Data Found Here')).toBeInTheDocument();
  });

  it('/my_profile carries the account menu', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    await renderApp('/my_profile', api);
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent)
        .slice(0, 4),
    ).toEqual(['Fund History', 'Main Bidding History', 'Starline Bidding History', 'Transaction History']);
  });

  it('/my_history switches between bids, wins and wallet movements', async () => {
    const { api } = mockApi();
    const { user } = await renderApp('/my_history?from=2026-11-14&to=2026-11-21', api);
    expect(await screen.findByRole('table', { name: 'Market bids' })).toHaveTextContent('KALYAN');
    expect(screen.getByRole('tab', { name: 'Bids' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Wins' }));
    expect(await screen.findByRole('table', { name: 'Market wins' })).toHaveTextContent('475');
    await user.click(screen.getByRole('tab', { name: 'Money' }));
    const money = await screen.findByRole('table', { name: 'Wallet movements' });
    expect(rowsOf(money).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Bid placed', 'Deposit approved']);
  });
});
