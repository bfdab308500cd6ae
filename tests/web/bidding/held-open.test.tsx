/**
 * A bid screen held open while its session closes: the slip is never sent in a session or for a day the player did not
 * choose. The screen says the choice has closed, keeps the numbers, and waits for the player to choose again.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../../web/src/app/router.tsx';
import { renderApp } from '../support/render-app.tsx';
import { chooseGame, fundedPlayer, walletOf } from './support.ts';

const chips = () => within(screen.getByRole('group', { name: 'Select Amount' }));
const gameType = () => screen.getByRole('combobox', { name: 'Game Type' });
const submit = () => screen.getByRole('button', { name: 'Submit' });

/**
 * Half a minute on (or the player back at the tab): the screen asks the server for the game's status again, as its own
 * timer does. The server's clock cannot move inside this suite, so the answer is rewritten on its way to the app
 * (bettingBrowser's rewrites); tests/e2e/cut-off-and-notices.test.ts moves the real server's clock past a cut-off.
 */
async function statusAskedAgain(router: AppRouter) {
  await act(async () => {
    await router.options.context.queryClient.refetchQueries({ queryKey: ['/api-get-current-date'] });
  });
}

describe('a bid screen held open across a cut-off', () => {
  it('Single Digit chosen Open: when the open bids close, nothing is sent in Close until the player chooses it', async () => {
    const { api, slips, rewrites } = await fundedPlayer(500);
    const game = await chooseGame(api, 'open');
    window.localStorage.setItem('selected_game_type', 'Open');
    const { user, router } = await renderApp('/single', api);
    await screen.findByRole('heading', { level: 1, name: 'Single Digit' });
    expect(gameType()).toHaveValue('Open');
    await user.click(chips().getByRole('button', { name: '10' }));
    await user.click(within(screen.getByRole('group', { name: 'Digits' })).getByRole('button', { name: '4' }));

    rewrites.set('/api-get-current-date', (reply) => ({ ...reply, game_status: '2', msg: 'Betting Running For Close' }));
    await statusAskedAgain(router);
    const notice = await screen.findByTestId('session-lapsed');
    expect(notice).toHaveTextContent('Bids for the Open session of 23/11/2026 have closed.');
    expect(notice).toHaveTextContent('Your numbers are kept and nothing was sent. Choose the Game Type again to place them.');
    expect(gameType()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Points for 4' })).toHaveValue('10');
    expect(screen.getByTestId('total-points')).toHaveTextContent('10');
    expect(submit()).toBeDisabled();
    await user.click(submit());
    expect(slips).toEqual([]);

    await user.selectOptions(gameType(), 'Close');
    await waitFor(() => expect(screen.queryByTestId('session-lapsed')).toBeNull());
    await user.click(submit());
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips).toHaveLength(1);
    expect(slips[0]?.body).toMatchObject({ new_result: { gameid: game.game_id, session: 'Close', result: [{ digits: '4', points: 10, session: 'Close' }] } });
    expect(await walletOf(api)).toBe(490);
  });

  it('Jodi: when the open bids close the form is disabled with the numbers kept; a new day needs the player to confirm it', async () => {
    const { api, slips, rewrites } = await fundedPlayer(500);
    await chooseGame(api, 'open');
    const { user, router } = await renderApp('/jodi', api);
    await screen.findByRole('heading', { level: 1, name: 'Jodi Digit' });
    await user.click(chips().getByRole('button', { name: '50' }));
    await user.click(within(screen.getByRole('group', { name: 'Jodi' })).getByRole('button', { name: '42' }));

    rewrites.set('/api-get-current-date', (reply) => ({ ...reply, game_status: '2', msg: 'Betting Running For Close' }));
    await statusAskedAgain(router);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sorry betting is Close'));
    expect(screen.getByRole('textbox', { name: 'Points for 42' })).toHaveValue('50');
    expect(screen.getByRole('textbox', { name: 'Points for 42' })).toBeDisabled();
    expect(submit()).toBeDisabled();

    rewrites.set('/api-get-current-date', (reply) => ({ ...reply, date: '2026-11-24', new_date: '24/11/2026', game_status: '1' }));
    await statusAskedAgain(router);
    const notice = await screen.findByTestId('session-lapsed');
    expect(notice).toHaveTextContent('Bids for 23/11/2026 have closed.');
    expect(submit()).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: 'Bid for 24/11/2026' }));
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(slips).toEqual([]);
  });
});
