import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertText, dismissAlert, renderApp } from '../support/render-app.tsx';
import { bidsOf, chooseGame, fundedPlayer, walletOf } from './support.ts';

const chips = () => within(screen.getByRole('group', { name: 'Select Amount' }));
const digits = () => within(screen.getByRole('group', { name: 'Digits' }));
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('bid lost reply', () => {
  it('lost reply, player adds one more digit and submits again', async () => {
    const { api, slips, dropNextAnswer } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/single', api);
    await screen.findByRole('heading', { level: 1, name: 'Single Digit' });
    await user.click(chips().getByRole('button', { name: '100' }));
    await user.click(digits().getByRole('button', { name: '8' }));
    dropNextAnswer();
    await user.click(submit());
    console.log('ALERT:', await alertText());
    await dismissAlert(user);
    await new Promise((r) => setTimeout(r, 500));
    console.log('HEADER BALANCE after lost reply:', screen.queryByTestId('header-balance')?.textContent, '| server', await walletOf(api));
    console.log('BID SCREEN WALLET:', document.body.textContent?.match(/Wallet:\s*[\d,]+/)?.[0]);
    await user.click(digits().getByRole('button', { name: '3' }));
    await user.click(submit());
    expect(await screen.findByText('Bid Successfully Submitted')).toBeInTheDocument();
    console.log('KEYS', slips.map((s) => s.key).join(' '));
    console.log('BIDS', JSON.stringify((await bidsOf(api)).map((b: any) => [b.digits ?? b.digit ?? b, b.points ?? b.amount])));
    console.log('WALLET', await walletOf(api));
  });
});
