/** The player page says where the player's withdrawals are paid: the bank account and the UPI numbers, on the real server. */
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newPlayer, serverApi } from '../support/api.ts';
import { renderApp } from '../support/render-app.tsx';
import { operatorApi } from './console-support.ts';

describe('player page, where to pay', () => {
  it('shows the UPI numbers the player saved, and "Not given" before', async () => {
    const player = serverApi();
    await newPlayer(player.api);
    const userId = (await player.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
    const { api } = await operatorApi();
    /** The Profile list's item with this label (its label and value). */
    const item = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).parentElement!;
    await renderApp(`/admin/players/${userId}`, api);
    expect(await item('UPI')).toHaveTextContent('UPINot given');
    cleanup();

    await player.api.POST('/api-add-user-upi-details', { body: { upi_type: 3, phon_pay_no: '9876543210' } });
    await player.api.POST('/api-add-user-upi-details', { body: { upi_type: 1, paytm_no: '9123456780' } });
    await renderApp(`/admin/players/${userId}`, api);
    expect(await item('UPI')).toHaveTextContent('UPIPayTM 9123456780, PhonePe 9876543210');
  });
});
