/**
 * A slip is placed once: a double tap, and a retry after the answer was lost on the way back, debit the wallet once.
 * When no answer came the player is told the slip may have been placed, and sees the wallet the server holds.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertText, dismissAlert, renderApp } from '../support/render-app.tsx';
import { bidsOf, chooseGame, fundedPlayer, walletOf } from './support.ts';

const chips = () => within(screen.getByRole('group', { name: 'Select Amount' }));
const digits = () => within(screen.getByRole('group', { name: 'Digits' }));
const submit = () => screen.getByRole('button', { name: 'Submit' });

async function enterSlip(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await screen.findByRole('heading', { level: 1, name: 'Single Digit' });
  await user.click(chips().getByRole('button', { name: '100' }));
  await user.click(digits().getByRole('button', { name: '8' }));
}

describe('one slip, placed once', () => {
  it('a double tap on Submit places the slip once', async () => {
    const { api, slips } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/single', api);
    await enterSlip(user);
    await user.dblClick(submit());
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(new Set(slips.map((slip) => slip.key)).size).toBe(1);
    expect(await bidsOf(api)).toHaveLength(1);
    expect(await walletOf(api)).toBe(900);
  });

  it('after a dropped connection the retry sends the same Idempotency-Key and the server answers as the first time', async () => {
    const { api, slips, dropNextAnswer } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/single', api);
    await enterSlip(user);
    dropNextAnswer();
    await user.click(submit());
    expect(await alertText()).toContain('We could not confirm your bid: it may have been placed. Check My Bids and your wallet before bidding again.');
    await dismissAlert(user);
    expect(screen.getByRole('textbox', { name: 'Points for 8' })).toHaveValue('100');
    expect(await walletOf(api)).toBe(900);

    await user.click(submit());
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    expect(slips).toHaveLength(2);
    expect(slips[1]!.key).toBe(slips[0]!.key);
    expect(slips[1]!.body).toEqual(slips[0]!.body);
    expect(await bidsOf(api)).toHaveLength(1);
    expect(await walletOf(api)).toBe(900);
  });

  it('the same numbers bid again after an answer are a new slip with a new key', async () => {
    const { api, slips } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/single', api);
    await enterSlip(user);
    await user.click(submit());
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('total-points')).toHaveTextContent('0'));
    await user.click(chips().getByRole('button', { name: '100' }));
    await user.click(digits().getByRole('button', { name: '8' }));
    await user.click(submit());
    await waitFor(() => expect(slips).toHaveLength(2));
    expect(slips[1]!.key).not.toBe(slips[0]!.key);
    await waitFor(async () => expect(await bidsOf(api)).toHaveLength(2));
    expect(await walletOf(api)).toBe(800);
  });

  it('after a dropped connection the wallet shown is read again, so a changed slip is not taken for the first one', async () => {
    const { api, dropNextAnswer } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/single', api);
    await enterSlip(user);
    const header = await screen.findByTestId('header-balance');
    await waitFor(() => expect(header).toHaveTextContent('1,000'));
    dropNextAnswer();
    await user.click(submit());
    expect(await alertText()).toContain('it may have been placed');
    await dismissAlert(user);
    // The slip was placed: the screen says so by the wallet, before the player bids anything else.
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('900'));
    await waitFor(() => expect(document.body.textContent).toMatch(/Wallet:\s*900\b/));
  });
});
