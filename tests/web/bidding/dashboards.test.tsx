/** /game_dashboard and /starLine_game_dashBoard: tiles by the game's status now (real server, Monday from 12:00 IST). */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertText, dismissAlert, renderApp } from '../support/render-app.tsx';
import { chooseGame, chooseSlot, fundedPlayer } from './support.ts';

const tiles = () => within(screen.getByRole('list', { name: 'Bidding options' }));
const tileNames = () =>
  tiles()
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/game_dashboard', () => {
  it("names the game, offers every bid type (Single Pana too) and notes 'Betting is Running Now' while betting runs", async () => {
    const { api } = await fundedPlayer(0);
    const game = await chooseGame(api, 'open');
    const { user, path } = await renderApp('/game_dashboard', api);
    expect(await screen.findByRole('heading', { level: 1, name: `${game.game_name} Dashboard` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select Bidding Option' })).toBeInTheDocument();
    expect(tileNames()).toEqual(['Single Digit', 'Jodi Digit', 'Single Pana', 'Double Pana', 'Triple Pana', 'Half Sangam', 'Full Sangam']);
    expect(screen.getByText('Note: Betting is Running Now')).toBeInTheDocument();
    await user.click(tiles().getByRole('link', { name: 'Jodi Digit' }));
    await waitFor(() => expect(path()).toBe('/jodi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jodi Digit' })).toBeInTheDocument();
  });

  it("after the open bids close, Jodi, Half and Full Sangam alert 'Sorry betting is Close'; Single Digit and the pannas still open", async () => {
    const { api } = await fundedPlayer(0);
    const game = await chooseGame(api, 'close');
    const { user, path } = await renderApp('/game_dashboard', api);
    await screen.findByRole('heading', { level: 1, name: `${game.game_name} Dashboard` });
    expect(screen.getByText('Note: Betting Running For Close')).toBeInTheDocument();
    for (const name of ['Jodi Digit', 'Half Sangam', 'Full Sangam']) {
      await user.click(tiles().getByRole('link', { name }));
      expect(await alertText()).toContain('Sorry betting is Close');
      await dismissAlert(user);
      expect(path()).toBe('/game_dashboard');
    }
    await user.click(tiles().getByRole('link', { name: 'Double Pana' }));
    await waitFor(() => expect(path()).toBe('/double_patti'));
  });

  it('once the day is closed every tile alerts', async () => {
    const { api } = await fundedPlayer(0);
    await chooseGame(api, 'closed');
    const { user, path } = await renderApp('/game_dashboard', api);
    await screen.findByText('Note: Betting is Closed For Today');
    for (const name of ['Single Digit', 'Triple Pana']) {
      await user.click(tiles().getByRole('link', { name }));
      expect(await alertText()).toContain('Sorry betting is Close');
      await dismissAlert(user);
    }
    expect(path()).toBe('/game_dashboard');
  });

  it('without a chosen game, sends the player to Home to choose one', async () => {
    const { api } = await fundedPlayer(0);
    const { user, path } = await renderApp('/single', api);
    expect(await screen.findByText('No game chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    await waitFor(() => expect(path()).toBe('/'));
  });

  it('a game chosen on this phone that the server no longer has is forgotten: the screens ask for another', async () => {
    const { api } = await fundedPlayer(0);
    for (const [route, family] of [
      ['/game_dashboard', 'daily'],
      ['/single', 'daily'],
      ['/starLine_game_dashBoard', 'starline'],
      ['/starLine_single_patti', 'starline'],
    ] as const) {
      const prefix = family === 'daily' ? 'game' : 'starline_game';
      window.localStorage.setItem(`${prefix}_id`, '999999');
      window.localStorage.setItem(`${prefix}_name`, 'GONE');
      await renderApp(route, api);
      expect(await screen.findByText(family === 'daily' ? 'No game chosen' : 'No Starline slot chosen')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
      expect(window.localStorage.getItem(`${prefix}_id`)).toBeNull();
      cleanup();
    }
  });

  it('a visitor is sent to /login', async () => {
    const { api } = await fundedPlayer(0);
    await api.POST('/api-user-logout', { body: {} });
    const { path } = await renderApp('/game_dashboard', api);
    await waitFor(() => expect(path()).toBe('/login'));
  });
});

describe('/starLine_game_dashBoard', () => {
  it('offers Single Digit, Single Pana, Double Pana and Triple Pana on an open slot, and links the Starline chart', async () => {
    const { api } = await fundedPlayer(0);
    const slot = await chooseSlot(api, true);
    const { user, path } = await renderApp('/starLine_game_dashBoard', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Starline Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(`Starline ${slot.game_name}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select Bidding Option' })).toBeInTheDocument();
    expect(tileNames()).toEqual(['Single Digit', 'Single Pana', 'Double Pana', 'Triple Pana']);
    expect(screen.getByText('Note: Betting is Running Now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Starline Chart History' })).toHaveAttribute('href', '/starLine_chart_history');
    await user.click(tiles().getByRole('link', { name: 'Single Pana' }));
    await waitFor(() => expect(path()).toBe('/starLine_single_patti'));
  });

  it("on a closed slot every tile alerts 'Betting is closed for today'", async () => {
    const { api } = await fundedPlayer(0);
    await chooseSlot(api, false);
    const { user, path } = await renderApp('/starLine_game_dashBoard', api);
    await screen.findByRole('heading', { level: 1, name: 'Starline Dashboard' });
    for (const name of ['Single Digit', 'Triple Pana']) {
      await user.click(tiles().getByRole('link', { name }));
      expect(await alertText()).toContain('Betting is closed for today');
      await dismissAlert(user);
    }
    expect(path()).toBe('/starLine_game_dashBoard');
  });
});
