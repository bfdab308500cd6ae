/** Game rates, notifications, support, download and the UPI placeholder. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, newPlayer, serverApi } from './support/api.ts';
import { renderApp } from './support/render-app.tsx';
import { formatPoints } from '../../web/src/lib/format.ts';

describe('/game_rates', () => {
  it("shows the spec's titles and each bid type's pair as first - second", async () => {
    const { api } = serverApi();
    await newPlayer(api);
    await renderApp('/game_rates', api);
    expect(await screen.findByRole('heading', { name: 'Game Rate List' })).toBeInTheDocument();
    expect(screen.getByText('We Offer Best Rate in market - Full rate')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Game Win Ratio For All Bids' });
    const rates = await api.POST('/api-game-rates', { body: {} });
    const first = rates.data?.game_rates[0];
    expect(first).toBeDefined();
    expect(section).toHaveTextContent(`Single Digit${formatPoints(first!.single_digit_val_1)} - ${formatPoints(first!.single_digit_val_2)}`);
    expect(section).toHaveTextContent(`Triple Pana${formatPoints(first!.tripple_pana_val_1)} - ${formatPoints(first!.tripple_pana_val_2)}`);
    expect(section).toHaveTextContent(`Full Sangam${formatPoints(first!.full_sangam_val_1)} - ${formatPoints(first!.full_sangam_val_2)}`);
  });
});

describe('/notifications', () => {
  it('lists the notifications the server sends (contract example)', async () => {
    const { api } = mockApi();
    await renderApp('/notifications', api);
    expect(await screen.findByRole('heading', { name: 'Fund request approved' })).toBeInTheDocument();
    expect(screen.getByText('500 points were added to your wallet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Diwali bonus' })).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    await renderApp('/notifications', api);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});

describe('/support', () => {
  it("links the operator's WhatsApp and Telegram chats and prefers Telegram", async () => {
    const { api } = serverApi();
    await newPlayer(api);
    await renderApp('/support', api);
    const contacts = (await api.POST('/api-get-contact-details', { body: {} })).data?.contact_details;
    expect(await screen.findByRole('link', { name: 'WhatsApp chat (add fund)' })).toHaveAttribute('href', contacts?.whatsapp_fund_url);
    expect(screen.getByRole('link', { name: 'WhatsApp chat (other issues)' })).toHaveAttribute('href', contacts?.whatsapp_support_url);
    expect(screen.getByRole('link', { name: 'Telegram chat' })).toHaveAttribute('href', contacts?.telegram_url);
    expect(screen.getByText(/prefer Telegram for secure chat/)).toBeInTheDocument();
  });
});

describe('/download_app and /add_upi_details', () => {
  it('links the APK from the settings (contract example) and explains installing the web app', async () => {
    const { api } = mockApi({ loggedIn: false });
    await renderApp('/download_app', api);
    expect(await screen.findByRole('link', { name: 'Download the Android app' })).toHaveAttribute('href', 'https://example.com/matka.apk');
    expect(screen.getByText('Version 1.4.0')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Install this web app' })).toBeInTheDocument();
  });

  it('says the Android app is not available when the operator has not set a link', async () => {
    const { api } = serverApi();
    await renderApp('/download_app', api);
    expect(await screen.findByText('The Android app is not available for download yet.')).toBeInTheDocument();
  });

  it('/add_upi_details is a placeholder pointing to bank details', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    await renderApp('/add_upi_details', api);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Add UPI Details' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Add Bank Details' })).toHaveAttribute('href', '/update_bank_details');
  });
});
