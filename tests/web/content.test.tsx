/** Game rates, notifications, support and download. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, newPlayer, serverApi } from './support/api.ts';
import { renderApp } from './support/render-app.tsx';
import { bettingBrowser } from './bidding/support.ts';
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

  it('shows rates the operator changed since the last visit: asked again whenever the screen opens', async () => {
    const { api, rewrites } = bettingBrowser();
    await newPlayer(api);
    const daily = (await api.POST('/api-game-rates', { body: {} })).data!.game_rates[0]!;
    const starline = (await api.POST('/api-starline-game-rates', { body: {} })).data!.game_rates[0]!;
    rewrites.set('/api-game-rates', (reply) => ({ ...reply, game_rates: [{ ...daily, single_digit_val_2: 91 }] }));
    rewrites.set('/api-starline-game-rates', (reply) => ({ ...reply, game_rates: [{ ...starline, single_digit_val_2: 92 }] }));
    const { router } = await renderApp('/game_rates', api);
    const section = (name: string) => screen.findByRole('region', { name });
    expect(await section('Game Win Ratio For All Bids')).toHaveTextContent(`Single Digit${formatPoints(daily.single_digit_val_1)} - 91`);
    expect(await section('Starline Game Win Ratio')).toHaveTextContent(`Single Digit${formatPoints(starline.single_digit_val_1)} - 92`);
    await act(() => router.navigate({ to: '/' }));
    // The operator changes the rates meanwhile.
    rewrites.set('/api-game-rates', (reply) => ({ ...reply, game_rates: [{ ...daily, single_digit_val_2: 93 }] }));
    rewrites.set('/api-starline-game-rates', (reply) => ({ ...reply, game_rates: [{ ...starline, single_digit_val_2: 94 }] }));
    await act(() => router.navigate({ to: '/game_rates' }));
    await waitFor(async () =>
      expect(await section('Game Win Ratio For All Bids')).toHaveTextContent(`Single Digit${formatPoints(daily.single_digit_val_1)} - 93`),
    );
    await waitFor(async () =>
      expect(await section('Starline Game Win Ratio')).toHaveTextContent(`Single Digit${formatPoints(starline.single_digit_val_1)} - 94`),
    );
  });

  it('has a Starline section with the Starline rates from the server (its own four bid types)', async () => {
    const { api, rewrites } = bettingBrowser();
    await newPlayer(api);
    const starline = (await api.POST('/api-starline-game-rates', { body: {} })).data?.game_rates[0];
    expect(starline).toBeDefined();
    // Told apart from the daily rates: the Starline answer the app receives pays 97 and 1,450 here.
    rewrites.set('/api-starline-game-rates', (reply) => ({
      ...reply,
      game_rates: [{ ...starline, single_digit_val_2: 97, single_pana_val_2: 1450 }],
    }));
    await renderApp('/game_rates', api);
    const section = await screen.findByRole('region', { name: 'Starline Game Win Ratio' });
    const rows = within(section)
      .getAllByRole('definition')
      .map((value) => value.parentElement?.textContent);
    expect(rows).toEqual([
      `Single Digit${starline?.single_digit_val_1} - 97`,
      `Single Pana${starline?.single_pana_val_1} - 1,450`,
      `Double Pana${starline?.double_pana_val_1} - ${formatPoints(starline!.double_pana_val_2)}`,
      `Triple Pana${starline?.tripple_pana_val_1} - ${formatPoints(starline!.tripple_pana_val_2)}`,
    ]);
    const daily = screen.getByRole('region', { name: 'Game Win Ratio For All Bids' });
    expect(daily).not.toHaveTextContent(' - 97');
  });
});

describe('/notifications', () => {
  it('lists the notifications the server sends (contract example)', async () => {
    const { api } = mockApi();
    await renderApp('/notifications', api);
    expect(await screen.findByRole('heading', { name: 'Fund request approved' })).toBeInTheDocument();
    expect(screen.getByText('500 points were added to your wallet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Diwali bonus' })).toBeInTheDocument();
    // A corrected result and a cancelled day, worded from their facts (dates as dd/mm/yyyy, points grouped).
    expect(screen.getByRole('heading', { name: 'Result corrected' })).toBeInTheDocument();
    expect(screen.getByText('The result of KALYAN Open (21/11/2026) was corrected to 137: 1,400 more points were added to your wallet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Market day cancelled' })).toBeInTheDocument();
    expect(
      screen.getByText('KALYAN (21/11/2026) was cancelled: 30 points of stakes were refunded to your wallet. 95 points of its wins were taken back.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Result')).toHaveLength(2);
    // A withdrawal paid to a UPI app says which; an operator's adjustment gives the note to the player.
    expect(screen.getByText('600 points were sent to your PhonePe number (WD-4).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wallet adjusted' })).toBeInTheDocument();
    expect(screen.getByText('50 points were added to your wallet by support. Sorry for the outage')).toBeInTheDocument();
  });

  it('shows the notifications older than the newest 100 on asking, each once', async () => {
    // 130 announcements, ids 130 down to 1, answered 100 at a time from the last one listed.
    const { api, calls } = mockApi({
      answers: {
        '/api-get-notification': (body) => {
          const below = body.before === undefined ? 131 : Number(body.before);
          const ids = Array.from({ length: Math.min(100, below - 1) }, (_, i) => below - 1 - i);
          const notification = ids.map((id) => ({
            notification_id: String(id),
            kind: 'announcement',
            title: `Notice ${id}`,
            message: 'Hello',
            insert_date: '2026-11-21T12:00:00.000Z',
          }));
          return { status: true, code: 'OK', msg: 'Notifications', notification, more: (ids.at(-1) ?? 1) > 1 };
        },
      },
    });
    const { user } = await renderApp('/notifications', api);
    await screen.findByRole('heading', { name: 'Notice 130' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show older notifications' }));
    expect(await screen.findByRole('heading', { name: 'Notice 1' }, { timeout: 5000 })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(new Set(titles).size).toBe(130);
    expect(titles[100]).toBe('Notice 30');
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
    expect(calls.some((c) => c.path === '/api-get-notification' && (c.body as { before?: string }).before === '31')).toBe(true);
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

describe('/download_app', () => {
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
});
