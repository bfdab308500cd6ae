/** Starline bid screens: one session (open), the bid types' grids, the slip, and a closed slot refused by the server. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pannasByAnk } from '../../../sdk/index.ts';
import { renderApp } from '../support/render-app.tsx';
import { bidsOf, chooseSlot, fundedPlayer, walletOf } from './support.ts';

const chips = () => within(screen.getByRole('group', { name: 'Select Amount' }));
const numbersIn = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('Starline bid screens', () => {
  it('/starline_play places a Single Ank slip on the open session of an open slot', async () => {
    const { api, slips } = await fundedPlayer(1000);
    const slot = await chooseSlot(api, true);
    const { user } = await renderApp('/starline_play', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Starline Single Digit' })).toBeInTheDocument();
    expect(screen.getByText(`Starline ${slot.game_name}`)).toBeInTheDocument();
    expect(screen.getByText('23/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Session: Open')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Game Type' })).toBeNull();
    await user.click(chips().getByRole('button', { name: '10' }));
    await user.click(within(screen.getByRole('group', { name: 'Digits' })).getByRole('button', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips[0]).toMatchObject({
      path: '/api-starline-submit-bid',
      body: {
        new_result: {
          bid_date: '2026-11-23',
          gameid: slot.game_id,
          Gamename: slot.game_name,
          pana: 'Single Ank',
          session: 'open',
          totalbit: 10,
          result: [{ points: 10, digits: '4', session: 'open', closedigits: '' }],
        },
      },
    });
    expect(await bidsOf(api, 'starline')).toHaveLength(1);
    expect(await walletOf(api)).toBe(990);
  });

  it("a closed slot shows 'Betting is closed for today' with the numbers disabled, and sends nothing", async () => {
    const { api, slips } = await fundedPlayer(1000);
    await chooseSlot(api, false);
    await renderApp('/starline_play', api);
    await screen.findByRole('heading', { level: 1, name: 'Starline Single Digit' });
    expect(screen.getByRole('alert')).toHaveTextContent('Betting is closed for today');
    expect(screen.getByRole('textbox', { name: 'Points for 1' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Digits' })).getByRole('button', { name: '1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(slips).toEqual([]);
    expect(await walletOf(api)).toBe(1000);
  });

  it('/starLine_single_patti, /starLine_double_patti and /starLine_triple_patti show the canonical pannas and send their bid type', async () => {
    const { api, slips } = await fundedPlayer(1000);
    await chooseSlot(api, true);
    const single = await renderApp('/starLine_single_patti', api);
    await screen.findByRole('heading', { level: 1, name: 'Starline Single Pana' });
    expect(numbersIn(screen.getByRole('group', { name: 'Ank 5' }))).toEqual(pannasByAnk('SP')[5]);
    await single.user.type(screen.getByRole('textbox', { name: 'Points for 137' }), '5');
    await single.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips.at(-1)?.body).toMatchObject({ new_result: { pana: 'Single Pana', session: 'open', result: [{ digits: '137', points: 5 }] } });

    await single.router.navigate({ to: '/starLine_double_patti' });
    await screen.findByRole('heading', { level: 1, name: 'Starline Double Pana' });
    expect(numbersIn(screen.getByRole('group', { name: 'Ank 0' }))).toEqual(['118', '226', '244', '299', '334', '488', '550', '668', '677']);

    await single.router.navigate({ to: '/starLine_triple_patti' });
    await screen.findByRole('heading', { level: 1, name: 'Starline Triple Pana' });
    expect(numbersIn(screen.getByRole('group', { name: 'Pannas' }))).toEqual(['000', '111', '222', '333', '444', '555', '666', '777', '888', '999']);
    await single.user.type(screen.getByRole('textbox', { name: 'Points for 333' }), '5');
    await single.user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findAllByText('Bid Successfully Submitted');
    expect(slips.at(-1)?.body).toMatchObject({ new_result: { pana: 'Triple Pana', session: 'open', result: [{ digits: '333', points: 5 }] } });
  });
});
