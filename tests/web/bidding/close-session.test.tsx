/** After the open bids close (game_status '2'): only Close is offered, Close bids are placed, Jodi is refused. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';
import { chooseGame, chooseHolidayGame, fundedPlayer, operator, walletOf } from './support.ts';

const chips = () => within(screen.getByRole('group', { name: 'Select Amount' }));
const gameType = () => screen.getByRole('combobox', { name: 'Game Type' });

describe('after the open cut-off', () => {
  it('offers only Close, even when Open was the stored choice, and places a Close bid', async () => {
    const { api, slips } = await fundedPlayer(500);
    const game = await chooseGame(api, 'close');
    window.localStorage.setItem('selected_game_type', 'Open');
    const { user } = await renderApp('/single', api);
    await screen.findByRole('heading', { level: 1, name: 'Single Digit' });
    expect(
      within(gameType())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select the Game Type', 'Close']);
    expect(gameType()).toHaveValue('Close');
    await user.click(chips().getByRole('button', { name: '10' }));
    await user.click(within(screen.getByRole('group', { name: 'Digits' })).getByRole('button', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips[0]?.body).toMatchObject({ new_result: { gameid: game.game_id, session: 'Close', result: [{ digits: '4', points: 10, session: 'Close' }] } });
    expect(await walletOf(api)).toBe(490);
  });

  it("Jodi shows 'Sorry betting is Close' with its numbers and Submit disabled, and sends nothing", async () => {
    const { api, slips } = await fundedPlayer(500);
    await chooseGame(api, 'close');
    await renderApp('/jodi', api);
    await screen.findByRole('heading', { level: 1, name: 'Jodi Digit' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry betting is Close');
    expect(chips().getByRole('button', { name: '10' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Jodi' })).getByRole('button', { name: '42' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(slips).toEqual([]);
    expect(await walletOf(api)).toBe(500);
  });

  it('a closed day offers no session: closed notice, no game type, numbers disabled', async () => {
    const { api, slips } = await fundedPlayer(500);
    await chooseGame(api, 'closed');
    await renderApp('/single_patti', api);
    await screen.findByRole('heading', { level: 1, name: 'Single Pana' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry betting is Close');
    const options = within(gameType())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select the Game Type']);
    expect(gameType()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Points for 128' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(slips).toEqual([]);
  });

  it('a holiday offers no session: closed notice, no game type, numbers disabled, nothing sent', async () => {
    const { api, slips } = await fundedPlayer(500);
    await chooseHolidayGame(api, 'HOLIDAY MARKET');
    await renderApp('/single', api);
    await screen.findByRole('heading', { level: 1, name: 'Single Digit' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry betting is Close');
    expect(
      within(gameType())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select the Game Type']);
    expect(gameType()).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Digits' })).getByRole('button', { name: '4' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(slips).toEqual([]);
    expect(await walletOf(api)).toBe(500);
  });

  it('a market switched off while its screen is open shows closed once the status is asked again, and keeps the entries', async () => {
    const { api, slips } = await fundedPlayer(500);
    const op = await operator();
    const times = { open_time: '23:00', open_result_time: '23:10', close_time: '23:30', close_result_time: '23:40' };
    const created = await op.POST('/admin/markets', {
      body: { family: 'daily', name: 'SWITCHED OFF', ...times, weekdays: [0, 1, 2, 3, 4, 5, 6], sort_order: 999 },
    });
    window.localStorage.setItem('game_id', String(created.data!.id));
    window.localStorage.setItem('game_name', 'SWITCHED OFF');
    const { user, router } = await renderApp('/single', api);
    await screen.findByRole('heading', { level: 1, name: 'Single Digit' });
    await user.selectOptions(gameType(), 'Open');
    await user.click(within(screen.getByRole('group', { name: 'Select Amount' })).getByRole('button', { name: '10' }));
    await user.click(within(screen.getByRole('group', { name: 'Digits' })).getByRole('button', { name: '4' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    const off = await op.PATCH('/admin/markets/{market_id}', { params: { path: { market_id: String(created.data!.id) } }, body: { active: false } });
    expect(off.response.status).toBe(200);
    // Its status is asked again (as every 30 seconds, or when the phone comes back to the screen).
    await act(() => router.options.context.queryClient.refetchQueries({ queryKey: ['/api-get-current-date'] }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sorry betting is Close'), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Points for 4' })).toHaveValue('10');
    expect(slips).toEqual([]);
  });
});
