/**
 * The bid form's rules on /single against the real server: bid date and game type from the server, chips, clicks add,
 * typing sets, total, Reset, Submit enabling, and the slip the server receives.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertText, dismissAlert, renderApp } from '../support/render-app.tsx';
import { chooseGame, fundedPlayer, walletOf } from './support.ts';

const chips = () => within(screen.getByRole('group', { name: 'Select Amount' }));
const digits = () => within(screen.getByRole('group', { name: 'Digits' }));
const pointsOf = (digit: string) => screen.getByRole('textbox', { name: `Points for ${digit}` });
const total = () => screen.getByTestId('total-points').textContent;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const gameType = () => screen.getByRole('combobox', { name: 'Game Type' });

describe('/single (Single Ank)', () => {
  it('shows the bid date from the server and both game types while betting runs, Open by default', async () => {
    const { api } = await fundedPlayer();
    const game = await chooseGame(api, 'open');
    await renderApp('/single', api);
    expect(await screen.findByRole('heading', { name: 'Single Digit' })).toBeInTheDocument();
    expect(screen.getByText(game.game_name)).toBeInTheDocument();
    expect(screen.getByText('23/11/2026')).toBeInTheDocument();
    expect(
      within(gameType())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select the Game Type', 'Open', 'Close']);
    expect(gameType()).toHaveValue('Open');
    expect(
      digits()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(
      chips()
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['5', '10', '50', '100', '200', '500', '1,000', '5,000']);
  });

  it("alerts 'Please select an amount before proceeding.' when a digit is clicked before a chip", async () => {
    const { api } = await fundedPlayer(0);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/single', api);
    await screen.findByRole('heading', { name: 'Single Digit' });
    await user.click(digits().getByRole('button', { name: '5' }));
    expect(await alertText()).toContain('Please select an amount before proceeding.');
    await dismissAlert(user);
    expect(pointsOf('5')).toHaveValue('');
    expect(submit()).toBeDisabled();
  });

  it('each click adds the chosen chip (5000 adds 5000), one chip at a time, typing sets, total is the sum, Reset keeps the chip', async () => {
    const { api } = await fundedPlayer(0);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/single', api);
    await screen.findByRole('heading', { name: 'Single Digit' });
    expect(submit()).toBeDisabled();

    await user.click(chips().getByRole('button', { name: '10' }));
    expect(chips().getByRole('button', { name: '10' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(digits().getByRole('button', { name: '5' }));
    await user.click(digits().getByRole('button', { name: '5' }));
    expect(pointsOf('5')).toHaveValue('20');
    expect(submit()).toBeEnabled();

    await user.click(chips().getByRole('button', { name: '5,000' }));
    expect(
      chips()
        .getAllByRole('button', { pressed: true })
        .map((chip) => chip.textContent),
    ).toEqual(['5,000']);
    await user.click(digits().getByRole('button', { name: '7' }));
    expect(pointsOf('7')).toHaveValue('5000');

    await user.type(pointsOf('3'), '35');
    expect(pointsOf('3')).toHaveValue('35');
    await user.clear(pointsOf('5'));
    await user.type(pointsOf('5'), '12');
    expect(pointsOf('5')).toHaveValue('12');
    expect(total()).toBe('5,047');
    await user.type(pointsOf('3'), 'x');
    expect(pointsOf('3')).toHaveValue('');
    expect(total()).toBe('5,012');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(total()).toBe('0');
    expect(pointsOf('7')).toHaveValue('');
    expect(submit()).toBeDisabled();
    expect(chips().getByRole('button', { name: '5,000' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("remembers the game type on the device; none chosen shows 'Please Select the Game Type' and keeps Submit disabled", async () => {
    const { api } = await fundedPlayer(0);
    await chooseGame(api, 'open');
    const first = await renderApp('/single', api);
    await screen.findByRole('heading', { name: 'Single Digit' });
    await first.user.selectOptions(gameType(), 'Close');
    expect(window.localStorage.getItem('selected_game_type')).toBe('Close');
    await first.user.click(chips().getByRole('button', { name: '50' }));
    await first.user.click(digits().getByRole('button', { name: '1' }));
    await first.user.selectOptions(gameType(), '');
    expect(screen.getByText('Please Select the Game Type')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await first.router.navigate({ to: '/double_patti' });
    await screen.findByRole('heading', { level: 1, name: 'Double Pana' });
    expect(gameType()).toHaveValue('Close');
  });

  it("places the slip: the server's message, entries and chip cleared, the wallet debited by the total", async () => {
    const { api, slips } = await fundedPlayer(1000);
    const game = await chooseGame(api, 'open');
    const { user } = await renderApp('/single', api);
    await screen.findByRole('heading', { name: 'Single Digit' });
    await user.click(chips().getByRole('button', { name: '50' }));
    await user.click(digits().getByRole('button', { name: '5' }));
    await user.click(chips().getByRole('button', { name: '10' }));
    await user.click(digits().getByRole('button', { name: '7' }));
    await user.click(submit());
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips).toHaveLength(1);
    expect(slips[0]).toMatchObject({
      path: '/api-submit-bid',
      body: {
        new_result: {
          bid_date: '2026-11-23',
          gameid: game.game_id,
          Gamename: game.game_name,
          pana: 'Single Ank',
          session: 'Open',
          totalbit: 60,
          result: [
            { digits: '5', points: 50, session: 'Open', closedigits: '' },
            { digits: '7', points: 10, session: 'Open', closedigits: '' },
          ],
        },
      },
    });
    expect(slips[0]!.key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    await waitFor(() => expect(total()).toBe('0'));
    expect(pointsOf('5')).toHaveValue('');
    expect(chips().queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(await walletOf(api)).toBe(940);
    // The bid screen's wallet and the header's both show the new balance.
    await waitFor(() => expect(screen.getAllByText('940').length).toBeGreaterThanOrEqual(2));
  });

  it("shows the server's refusal and keeps the entries: not enough points, and an entry under the minimum", async () => {
    const { api } = await fundedPlayer(20);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/single', api);
    await screen.findByRole('heading', { name: 'Single Digit' });
    await user.click(chips().getByRole('button', { name: '50' }));
    await user.click(digits().getByRole('button', { name: '2' }));
    await user.click(submit());
    expect(await alertText()).toContain("Sorry You Don't Have Sufficient Amount For This Bid");
    await dismissAlert(user);
    expect(pointsOf('2')).toHaveValue('50');

    await user.clear(pointsOf('2'));
    await user.type(pointsOf('2'), '3');
    await user.click(submit());
    expect(await alertText()).toMatch(/Each bid must be between 5 and [\d,]+ points/);
    await dismissAlert(user);
    expect(await walletOf(api)).toBe(20);
  });
});
