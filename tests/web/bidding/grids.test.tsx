/** Jodi 00-99 and the panna grids (from the SDK's canonical pannas, grouped by ank), and the slips they send. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PANNAS, pannasByAnk } from '../../../sdk/index.ts';
import { renderApp } from '../support/render-app.tsx';
import { chooseGame, fundedPlayer } from './support.ts';

const chips = () => within(screen.getByRole('group', { name: 'Select Amount' }));
const numbersIn = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((button) => button.textContent);
const ankGroup = (ank: number) => screen.getByRole('group', { name: `Ank ${ank}` });

describe('/jodi', () => {
  it('keeps the keyboard where the next step is after a slip is answered: the amount chips when placed, Submit when refused', async () => {
    const { api } = await fundedPlayer(100);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/jodi', api);
    await screen.findByRole('heading', { level: 1, name: 'Jodi Digit' });
    const cells = screen.getByRole('group', { name: 'Jodi' });
    await user.click(chips().getByRole('button', { name: '50' }));
    await user.click(within(cells).getByRole('button', { name: '42' }));
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    // The slip went through and the amount was cleared: the keyboard is on the amount chips, where the next one starts.
    await waitFor(() => expect(document.activeElement).toBe(chips().getByRole('button', { name: '5' })));
    // Refused (more than the wallet holds): after OK the keyboard is back on Submit.
    await user.click(chips().getByRole('button', { name: '50' }));
    await user.click(within(cells).getByRole('button', { name: '43' }));
    await user.click(within(cells).getByRole('button', { name: '44' }));
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' })));
  });

  it('has the 100 cells 00 to 99 and sends a Jodi slip without a session', async () => {
    const { api, slips, userId } = await fundedPlayer(1000);
    const game = await chooseGame(api, 'open');
    const { user } = await renderApp('/jodi', api);
    await screen.findByRole('heading', { level: 1, name: 'Jodi Digit' });
    const cells = screen.getByRole('group', { name: 'Jodi' });
    expect(numbersIn(cells)).toEqual(Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')));
    expect(screen.queryByRole('combobox', { name: 'Game Type' })).toBeNull();
    await user.click(chips().getByRole('button', { name: '50' }));
    await user.click(within(cells).getByRole('button', { name: '07' }));
    await user.type(screen.getByRole('textbox', { name: 'Points for 99' }), '15');
    expect(screen.getByTestId('total-points')).toHaveTextContent('65');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips[0]?.body).toEqual({
      new_result: {
        bid_date: '2026-11-23',
        gameid: game.game_id,
        Gamename: game.game_name,
        user_id: userId,
        totalbit: 65,
        pana: 'Jodi',
        session: '',
        result: [
          { points: 50, digits: '07', session: '', closedigits: '' },
          { points: 15, digits: '99', session: '', closedigits: '' },
        ],
      },
    });
  });
});

describe('panna screens', () => {
  it('/single_patti shows the 120 Single Pannas, 12 per ank, exactly as the SDK groups them', async () => {
    const { api } = await fundedPlayer(0);
    await chooseGame(api, 'open');
    await renderApp('/single_patti', api);
    await screen.findByRole('heading', { level: 1, name: 'Single Pana' });
    const groups = pannasByAnk('SP');
    for (let ank = 0; ank < 10; ank += 1) expect(numbersIn(ankGroup(ank))).toEqual(groups[ank]);
    expect(numbersIn(ankGroup(0))).toEqual(['127', '136', '145', '190', '235', '280', '370', '389', '460', '479', '569', '578']);
  });

  it("/double_patti groups the Double Pannas by ank (ank 0: 118 ... 677); the 5000 chip adds 5000; the slip is labelled Double Patti, as the spec's screen sends it", async () => {
    const { api, slips } = await fundedPlayer(10_000);
    const game = await chooseGame(api, 'open');
    const { user } = await renderApp('/double_patti', api);
    await screen.findByRole('heading', { level: 1, name: 'Double Pana' });
    expect(numbersIn(ankGroup(0))).toEqual(['118', '226', '244', '299', '334', '488', '550', '668', '677']);
    for (let ank = 0; ank < 10; ank += 1) expect(numbersIn(ankGroup(ank))).toEqual(pannasByAnk('DP')[ank]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game Type' }), 'Close');
    await user.click(chips().getByRole('button', { name: '5,000' }));
    await user.click(within(ankGroup(0)).getByRole('button', { name: '550' }));
    expect(screen.getByRole('textbox', { name: 'Points for 550' })).toHaveValue('5000');
    await user.click(chips().getByRole('button', { name: '10' }));
    await user.click(within(ankGroup(1)).getByRole('button', { name: '100' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips[0]?.body).toMatchObject({
      new_result: {
        gameid: game.game_id,
        pana: 'Double Patti',
        session: 'Close',
        totalbit: 5010,
        result: [
          { points: 5000, digits: '550', session: 'Close', closedigits: '' },
          { points: 10, digits: '100', session: 'Close', closedigits: '' },
        ],
      },
    });
  });

  it('/triple_patti has the ten boxes 000 to 999, which can be typed into', async () => {
    const { api, slips } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/triple_patti', api);
    await screen.findByRole('heading', { level: 1, name: 'Triple Pana' });
    const boxes = screen.getByRole('group', { name: 'Pannas' });
    expect(numbersIn(boxes)).toEqual(['000', '111', '222', '333', '444', '555', '666', '777', '888', '999']);
    expect(numbersIn(boxes).sort()).toEqual(
      PANNAS.filter((panna) => panna.cls === 'TP')
        .map((panna) => panna.panna)
        .sort(),
    );
    await user.type(screen.getByRole('textbox', { name: 'Points for 777' }), '25');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips[0]?.body).toMatchObject({ new_result: { pana: 'Triple Pana', session: 'Open', totalbit: 25, result: [{ digits: '777', points: 25 }] } });
  });
});
