/**
 * A slip refused because the wallet holds too few points: the spec's message, and a way to Add Fund in the same alert,
 * on every kind of bid screen (a grid, the Sangam form, Starline). Other refusals offer no such way.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';
import { chooseGame, chooseSlot, fundedPlayer } from './support.ts';

type User = ReturnType<typeof userEvent.setup>;
const chips = () => within(screen.getByRole('group', { name: 'Select Amount' }));
const digits = () => within(screen.getByRole('group', { name: 'Digits' }));
const textbox = (name: string) => screen.getByRole('textbox', { name });

const SCREENS: Array<{ route: string; heading: string; starline?: boolean; enter: (user: User) => Promise<void> }> = [
  {
    route: '/single',
    heading: 'Single Digit',
    enter: async (user) => {
      await user.click(chips().getByRole('button', { name: '50' }));
      await user.click(digits().getByRole('button', { name: '2' }));
    },
  },
  {
    route: '/half_sangam',
    heading: 'Play Half Sangam',
    enter: async (user) => {
      await user.type(textbox('Open Patti'), '128');
      await user.type(textbox('Close Ank'), '4');
      await user.type(textbox('Amount'), '50');
    },
  },
  {
    route: '/starline_play',
    heading: 'Starline Single Digit',
    starline: true,
    enter: async (user) => {
      await user.click(chips().getByRole('button', { name: '50' }));
      await user.click(digits().getByRole('button', { name: '7' }));
    },
  },
];

describe('a slip the wallet cannot pay for', () => {
  it.each(SCREENS)("$route: 'Sorry You Don't Have Sufficient Amount For This Bid' with Add Fund, which opens /add_fund", async (bidScreen) => {
    const { api, slips } = await fundedPlayer(20);
    if (bidScreen.starline) await chooseSlot(api, true);
    else await chooseGame(api, 'open');
    const { user, path } = await renderApp(bidScreen.route, api);
    await screen.findByRole('heading', { level: 1, name: bidScreen.heading });
    await bidScreen.enter(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent("Sorry You Don't Have Sufficient Amount For This Bid");
    expect(slips).toHaveLength(1);
    const addFund = within(alert).getByRole('link', { name: 'Add Fund' });
    expect(addFund).toHaveAttribute('href', '/add_fund');
    await user.click(addFund);
    await waitFor(() => expect(path()).toBe('/add_fund'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Fund' })).toBeInTheDocument();
  });

  it('a refusal for another reason (an entry under the minimum) has only OK', async () => {
    const { api } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/single', api);
    await screen.findByRole('heading', { level: 1, name: 'Single Digit' });
    await user.click(chips().getByRole('button', { name: '5' }));
    await user.click(digits().getByRole('button', { name: '2' }));
    await user.clear(textbox('Points for 2'));
    await user.type(textbox('Points for 2'), '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(/Each bid must be between 5 and [\d,]+ points/);
    expect(within(alert).queryByRole('link')).toBeNull();
    expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['OK']);
  });
});
