/**
 * Quick entry on the grid screens: a number and its points, added to the slip (to what the number already holds), a
 * number not on the screen or points that are not a whole number above 0 refused under their field, nothing sent
 * until Submit; and the slip the server receives.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';
import { chooseGame, chooseSlot, fundedPlayer, walletOf } from './support.ts';

const quick = () => within(screen.getByRole('region', { name: 'Quick Entry' }));
const numberField = () => quick().getByRole('textbox', { name: 'Number' });
const pointsField = () => quick().getByRole('textbox', { name: 'Points' });
const addButton = () => quick().getByRole('button', { name: 'Add' });
const pointsOf = (digits: string) => screen.getByRole('textbox', { name: `Points for ${digits}` });
const total = () => screen.getByTestId('total-points').textContent;

async function openJodi() {
  const { api, slips } = await fundedPlayer(1000);
  const game = await chooseGame(api, 'open');
  const rendered = await renderApp('/jodi', api);
  await screen.findByRole('heading', { level: 1, name: 'Jodi Digit' });
  return { ...rendered, api, slips, game };
}

describe('quick entry', () => {
  it('adds a number with its points to the slip; more numbers follow without touching the grid, and Submit sends them', async () => {
    const { user, api, slips, game } = await openJodi();
    await user.type(numberField(), '42');
    await user.type(pointsField(), '25');
    await user.click(addButton());
    expect(pointsOf('42')).toHaveValue('25');
    expect(total()).toBe('25');
    expect(quick().getByRole('status')).toHaveTextContent('Added 25 points to 42');
    // The number clears and takes the focus; the points stay for the next number, which Enter adds.
    expect(numberField()).toHaveValue('');
    expect(numberField()).toHaveFocus();
    expect(pointsField()).toHaveValue('25');
    await user.type(numberField(), '07{Enter}');
    expect(pointsOf('07')).toHaveValue('25');
    expect(total()).toBe('50');
    expect(slips).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips).toHaveLength(1);
    expect(slips[0]?.body).toMatchObject({
      new_result: {
        gameid: game.game_id,
        pana: 'Jodi',
        totalbit: 50,
        result: [
          { points: 25, digits: '07', session: '', closedigits: '' },
          { points: 25, digits: '42', session: '', closedigits: '' },
        ],
      },
    });
    expect(await walletOf(api)).toBe(950);
  });

  it('adds to the points a number already holds (from a chip, from typing, from an earlier quick entry)', async () => {
    const { user } = await openJodi();
    await user.click(within(screen.getByRole('group', { name: 'Select Amount' })).getByRole('button', { name: '50' }));
    await user.click(within(screen.getByRole('group', { name: 'Jodi' })).getByRole('button', { name: '18' }));
    expect(pointsOf('18')).toHaveValue('50');
    await user.type(numberField(), '18');
    await user.type(pointsField(), '15');
    await user.click(addButton());
    expect(pointsOf('18')).toHaveValue('65');
    await user.type(numberField(), '18');
    await user.click(addButton());
    expect(pointsOf('18')).toHaveValue('80');
    expect(total()).toBe('80');
  });

  it('refuses a number that is not on the screen, under the Number field, and changes nothing', async () => {
    const { user, slips } = await openJodi();
    await user.type(pointsField(), '10');
    await user.click(addButton());
    expect(numberField()).toHaveAccessibleErrorMessage('Enter a number');
    await user.type(numberField(), '7');
    expect(numberField()).not.toHaveAccessibleErrorMessage();
    await user.click(addButton());
    expect(numberField()).toHaveAccessibleErrorMessage('7 is not one of the numbers on this screen');
    // Letters never enter the field, and it holds no more digits than the screen's numbers have.
    await user.clear(numberField());
    await user.type(numberField(), '4x25');
    expect(numberField()).toHaveValue('42');
    expect(total()).toBe('0');
    expect(slips).toEqual([]);
  });

  it('on a panna screen takes only the canonical pannas of that kind: 128 is a Single Pana, 812 and 550 are not', async () => {
    const { api } = await fundedPlayer(0);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/single_patti', api);
    await screen.findByRole('heading', { level: 1, name: 'Single Pana' });
    await user.type(pointsField(), '10');
    for (const number of ['812', '550']) {
      await user.clear(numberField());
      await user.type(numberField(), number);
      await user.click(addButton());
      expect(numberField()).toHaveAccessibleErrorMessage(`${number} is not one of the numbers on this screen`);
    }
    expect(total()).toBe('0');
    await user.clear(numberField());
    await user.type(numberField(), '128');
    await user.click(addButton());
    expect(pointsOf('128')).toHaveValue('10');
    expect(within(screen.getByRole('group', { name: 'Ank 1' })).getByRole('textbox', { name: 'Points for 128' })).toHaveValue('10');
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
  ])('refuses points that are %s, under the Points field, and changes nothing', async (_case, typed) => {
    const { user } = await openJodi();
    await user.type(numberField(), '42');
    if (typed) await user.type(pointsField(), typed);
    await user.click(addButton());
    expect(pointsField()).toHaveAccessibleErrorMessage('Enter the points as a whole number above 0');
    expect(pointsOf('42')).toHaveValue('');
    expect(total()).toBe('0');
    // Letters and signs never enter the points field.
    await user.type(pointsField(), '-1.5e');
    expect(pointsField()).toHaveValue(typed ? `${typed}15` : '15');
    expect(pointsField()).not.toHaveAccessibleErrorMessage();
  });

  it('works on Starline screens too', async () => {
    const { api, slips } = await fundedPlayer(1000);
    await chooseSlot(api, true);
    const { user } = await renderApp('/starline_play', api);
    await screen.findByRole('heading', { level: 1, name: 'Starline Single Digit' });
    await user.type(numberField(), '4');
    await user.type(pointsField(), '30');
    await user.click(addButton());
    expect(pointsOf('4')).toHaveValue('30');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(slips).toHaveLength(1));
    expect(slips[0]?.body).toMatchObject({ new_result: { session: 'open', totalbit: 30, result: [{ digits: '4', points: 30, session: 'open' }] } });
  });

  it('is disabled with the rest of the form while the screen is closed', async () => {
    const { api } = await fundedPlayer(0);
    await chooseSlot(api, false);
    await renderApp('/starline_play', api);
    await screen.findByRole('heading', { level: 1, name: 'Starline Single Digit' });
    expect(numberField()).toBeDisabled();
    expect(pointsField()).toBeDisabled();
    expect(addButton()).toBeDisabled();
  });
});
