/**
 * The player page's wallet adjustment on the real server: the reason stays with the operators, the note to the player
 * is what the player's Passbook shows, and the confirmation says which is which before anything changes.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newPlayer, serverApi, serverApiLosingAnswers } from '../support/api.ts';
import { alertText, dismissAlert, renderApp } from '../support/render-app.tsx';
import { loginOperator, operatorApi } from './console-support.ts';

describe('wallet adjustment', () => {
  it('adds points (hundredths too) with a reason for the operators and a note the player reads in the Passbook', async () => {
    const player = serverApi();
    await newPlayer(player.api);
    const userId = (await player.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
    const { api, calls } = await operatorApi();
    const { user } = await renderApp(`/admin/players/${userId}`, api);
    const form = within(await screen.findByRole('form', { name: 'Adjust the wallet' }));
    await user.type(form.getByLabelText(/^Points/), '250.50');
    await user.type(form.getByLabelText(/^Reason/), 'Goodwill, ticket 88');
    await user.type(form.getByLabelText(/^Note to the player/), 'Welcome bonus');
    await user.click(form.getByRole('button', { name: 'Adjust wallet' }));

    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/Reason: Goodwill, ticket 88\. The player reads: "Welcome bonus"\./)).toBeInTheDocument();
    // Nothing has changed before the confirmation.
    expect((await player.api.POST('/api-wallet-transaction-history', { body: {} })).data?.transaction_history).toEqual([]);
    // A double click on the confirmation (before it shows it is busy) sends one adjustment.
    const confirm = dialog.getByRole('button', { name: 'Adjust wallet' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    await waitFor(async () => {
      const passbook = (await player.api.POST('/api-wallet-transaction-history', { body: {} })).data!;
      expect(passbook.transaction_history.map((entry) => [entry.description, entry.player_note, entry.amount])).toEqual([
        ['Adjustment by operator: Welcome bonus', 'Welcome bonus', 250.5],
      ]);
      expect(JSON.stringify(passbook)).not.toContain('Goodwill');
    });
    expect(calls.filter((c) => c.path.includes('wallet-adjustments'))).toHaveLength(1);
  });
  it('says beside the field when the points are out of range or more than the wallet holds, and sends nothing', async () => {
    const player = serverApi();
    await newPlayer(player.api);
    const userId = (await player.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
    const { api, calls } = await operatorApi();
    const { user } = await renderApp(`/admin/players/${userId}`, api);
    const form = within(await screen.findByRole('form', { name: 'Adjust the wallet' }));
    await user.type(form.getByLabelText(/^Reason/), 'Checking the limits');
    await user.type(form.getByLabelText(/^Points/), '999999999');
    await user.click(form.getByRole('button', { name: 'Adjust wallet' }));
    expect(await form.findByText('Enter points from 0.01 to 10,00,00,000, with at most two decimals')).toBeInTheDocument();
    await user.clear(form.getByLabelText(/^Points/));
    await user.type(form.getByLabelText(/^Points/), '0.505');
    await user.click(form.getByRole('button', { name: 'Adjust wallet' }));
    expect(await form.findByText('Enter points from 0.01 to 10,00,00,000, with at most two decimals')).toBeInTheDocument();
    await user.selectOptions(form.getByRole('combobox'), 'take');
    await user.clear(form.getByLabelText(/^Points/));
    await user.type(form.getByLabelText(/^Points/), '5');
    await user.click(form.getByRole('button', { name: 'Adjust wallet' }));
    expect(await form.findByText('The wallet holds only 0 points.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.path.includes('wallet-adjustments'))).toEqual([]);
  });

  it('confirmed again after no answer came, the same adjustment is made once', async () => {
    const player = serverApi();
    await newPlayer(player.api);
    const userId = (await player.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
    const operator = serverApiLosingAnswers('wallet-adjustments');
    await loginOperator(operator.api);
    const { user } = await renderApp(`/admin/players/${userId}`, operator.api);
    const form = within(await screen.findByRole('form', { name: 'Adjust the wallet' }));
    await user.type(form.getByLabelText(/^Points/), '250');
    await user.type(form.getByLabelText(/^Reason/), 'Goodwill, ticket 88');
    const adjust = async () => {
      await user.click(form.getByRole('button', { name: 'Adjust wallet' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Adjust wallet' }));
      // The confirmation closes once the answer (or its absence) is in; what is said then is a dialog of its own.
      await waitFor(() => expect(screen.queryByRole('alertdialog', { name: /points\?$/ })).toBeNull(), { timeout: 10_000 });
    };
    operator.loseNextAnswer();
    await adjust();
    expect(await alertText()).toContain('No answer came from the server: it may have done this. The screen has been read again; check it before trying again.');
    await dismissAlert(user);
    // The form still holds the adjustment; confirmed again, it carries the same key and the server answers as the first time.
    await adjust();
    expect(await screen.findByText(/New balance 250\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(operator.sent).toHaveLength(2);
    expect(operator.sent[1]!.key).toBe(operator.sent[0]!.key);
    const passbook = (await player.api.POST('/api-wallet-transaction-history', { body: {} })).data!;
    expect(passbook.transaction_history.map((entry) => entry.amount)).toEqual([250]);
  });
});
