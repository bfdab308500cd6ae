/** Half and Full Sangam: field order and enabling per session, the ank and patti messages, the minimum, the slip. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertText, dismissAlert, renderApp } from '../support/render-app.tsx';
import { chooseGame, fundedPlayer, walletOf } from './support.ts';

const field = (label: string) => screen.getByRole('textbox', { name: label });
const fieldLabels = () => screen.getAllByRole<HTMLInputElement>('textbox').map((input) => input.labels?.[0]?.textContent);
const submit = () => screen.getByRole('button', { name: 'Submit' });
const gameType = () => screen.getByRole('combobox', { name: 'Game Type' });

describe('/half_sangam', () => {
  it('starts at Open: Open Patti, then Close Ank, then Amount, each enabled once the one before is filled', async () => {
    const { api } = await fundedPlayer(0);
    const game = await chooseGame(api, 'open');
    const { user } = await renderApp('/half_sangam', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Play Half Sangam' })).toBeInTheDocument();
    expect(screen.getByText('23/11/2026')).toBeInTheDocument();
    expect(
      within(gameType())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select the Game Type', `${game.game_name} OPEN`, `${game.game_name} CLOSE`]);
    expect(gameType()).toHaveValue('Open');
    expect(fieldLabels()).toEqual(['Open Patti', 'Close Ank', 'Amount']);
    expect(field('Close Ank')).toBeDisabled();
    expect(field('Amount')).toBeDisabled();
    expect(submit()).toBeDisabled();

    await user.type(field('Open Patti'), '12a');
    expect(screen.getByText('Please enter a number between 000 and 999')).toBeInTheDocument();
    expect(field('Close Ank')).toBeDisabled();
    await user.clear(field('Open Patti'));
    await user.type(field('Open Patti'), '128');
    expect(screen.queryByText('Please enter a number between 000 and 999')).toBeNull();
    expect(field('Close Ank')).toBeEnabled();
    expect(field('Amount')).toBeDisabled();

    await user.type(field('Close Ank'), '12');
    expect(screen.getByText('Please enter a single digit between 0 and 9')).toBeInTheDocument();
    expect(field('Amount')).toBeDisabled();
    await user.clear(field('Close Ank'));
    await user.type(field('Close Ank'), '4');
    expect(field('Amount')).toBeEnabled();
    expect(submit()).toBeDisabled();
    await user.type(field('Amount'), '10');
    expect(submit()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field('Open Patti')).toHaveValue('');
    expect(field('Close Ank')).toBeDisabled();
    expect(submit()).toBeDisabled();
  });

  it("at Close the order is Open Ank, Close Patti, Amount; no game type shows 'Please Select the Game Type'", async () => {
    const { api } = await fundedPlayer(0);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/half_sangam', api);
    await screen.findByRole('heading', { level: 1, name: 'Play Half Sangam' });
    await user.selectOptions(gameType(), '');
    expect(screen.getByText('Please Select the Game Type')).toBeInTheDocument();
    expect(field('Open Patti')).toBeDisabled();
    await user.selectOptions(gameType(), 'Close');
    expect(fieldLabels()).toEqual(['Open Ank', 'Close Patti', 'Amount']);
    await user.type(field('Open Ank'), 'x');
    expect(screen.getByText('Please enter a single digit between 0 and 9')).toBeInTheDocument();
    expect(field('Close Patti')).toBeDisabled();
  });

  it('refuses an amount under 5 on the screen, places a valid bid (ank in digits, patti in closedigits) and clears the form', async () => {
    const { api, slips, userId } = await fundedPlayer(1000);
    const game = await chooseGame(api, 'open');
    const { user } = await renderApp('/half_sangam', api);
    await screen.findByRole('heading', { level: 1, name: 'Play Half Sangam' });
    await user.selectOptions(gameType(), 'Close');
    await user.type(field('Open Ank'), '3');
    await user.type(field('Close Patti'), '370');
    await user.type(field('Amount'), '4');
    await user.click(submit());
    expect(screen.getByText('The minimum amount is 5 points')).toBeInTheDocument();
    expect(slips).toHaveLength(0);
    await user.clear(field('Amount'));
    await user.type(field('Amount'), '20');
    await user.click(submit());
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips[0]?.body).toEqual({
      new_result: {
        bid_date: '2026-11-23',
        gameid: game.game_id,
        Gamename: game.game_name,
        user_id: userId,
        totalbit: 20,
        pana: 'Half Sangam',
        session: 'Close',
        result: [{ points: 20, digits: '3', session: 'Close', closedigits: '370' }],
      },
    });
    await waitFor(() => expect(field('Open Ank')).toHaveValue(''));
    expect(await walletOf(api)).toBe(980);
  });

  it('sends the open patti as closedigits and the close ank as digits at Open; a patti that is not a panna is refused by the server', async () => {
    const { api, slips } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/half_sangam', api);
    await screen.findByRole('heading', { level: 1, name: 'Play Half Sangam' });
    await user.type(field('Open Patti'), '321');
    await user.type(field('Close Ank'), '7');
    await user.type(field('Amount'), '10');
    await user.click(submit());
    expect(await alertText()).toContain('321 is not a valid panna');
    await dismissAlert(user);
    expect(field('Open Patti')).toHaveValue('321');
    await user.clear(field('Open Patti'));
    await user.type(field('Open Patti'), '123');
    await user.click(submit());
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips.at(-1)?.body).toMatchObject({ new_result: { session: 'Open', result: [{ digits: '7', closedigits: '123', session: 'Open', points: 10 }] } });
  });
});

describe('/full_sangam', () => {
  it('Open Patti, then Close Patti, then Amount; the slip carries the open patti in digits and the close patti in closedigits', async () => {
    const { api, slips, userId } = await fundedPlayer(1000);
    const game = await chooseGame(api, 'open');
    const { user } = await renderApp('/full_sangam', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Play Full Sangam' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Game Type' })).toBeNull();
    expect(fieldLabels()).toEqual(['Open Patti', 'Close Patti', 'Amount']);
    expect(field('Close Patti')).toBeDisabled();
    await user.type(field('Open Patti'), '1000');
    expect(screen.getByText('Please enter a number between 000 and 999')).toBeInTheDocument();
    await user.clear(field('Open Patti'));
    await user.type(field('Open Patti'), '128');
    await user.type(field('Close Patti'), '550');
    await user.type(field('Amount'), '5');
    await user.click(submit());
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips[0]?.body).toEqual({
      new_result: {
        bid_date: '2026-11-23',
        gameid: game.game_id,
        Gamename: game.game_name,
        user_id: userId,
        totalbit: 5,
        pana: 'Full Sangam',
        session: '',
        result: [{ points: 5, digits: '128', session: '', closedigits: '550' }],
      },
    });
  });

  it("shows 'Sorry betting is Close' once the open bids have closed, with the form disabled and nothing sent", async () => {
    const { api, slips } = await fundedPlayer(1000);
    await chooseGame(api, 'close');
    await renderApp('/full_sangam', api);
    await screen.findByRole('heading', { level: 1, name: 'Play Full Sangam' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry betting is Close');
    expect(field('Open Patti')).toBeDisabled();
    expect(field('Amount')).toBeDisabled();
    expect(submit()).toBeDisabled();
    expect(slips).toEqual([]);
    expect(await walletOf(api)).toBe(1000);
  });

  it('Half Sangam after the open cut-off offers no session: closed notice, fields disabled', async () => {
    const { api } = await fundedPlayer(1000);
    await chooseGame(api, 'close');
    await renderApp('/half_sangam', api);
    await screen.findByRole('heading', { level: 1, name: 'Play Half Sangam' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry betting is Close');
    expect(screen.getByRole('combobox', { name: 'Game Type' })).toBeDisabled();
    // Nothing can be chosen: no prompt to choose a game type beside the closed notice.
    expect(screen.queryByText('Please Select the Game Type')).toBeNull();
    expect(field('Open Patti')).toBeDisabled();
    expect(submit()).toBeDisabled();
  });
});
