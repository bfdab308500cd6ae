/** After the open bids close (game_status '2'): only Close is offered, Close bids are placed, Jodi is refused. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertText, dismissAlert, renderApp } from '../support/render-app.tsx';
import { chooseGame, fundedPlayer, walletOf } from './support.ts';

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

  it("Jodi shows 'Sorry betting is Close', and the server refuses a Jodi slip with that message", async () => {
    const { api } = await fundedPlayer(500);
    await chooseGame(api, 'close');
    const { user } = await renderApp('/jodi', api);
    await screen.findByRole('heading', { level: 1, name: 'Jodi Digit' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry betting is Close');
    await user.click(chips().getByRole('button', { name: '10' }));
    await user.click(within(screen.getByRole('group', { name: 'Jodi' })).getByRole('button', { name: '42' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await alertText()).toContain('Sorry betting is Close');
    await dismissAlert(user);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Points for 42' })).toHaveValue('10'));
    expect(await walletOf(api)).toBe(500);
  });
});
