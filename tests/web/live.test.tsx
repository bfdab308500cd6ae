/** Live updates: the wallet balance in view, results and notices arriving over the event stream, the unread count. */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { mockApi, newPlayer, serverApi } from './support/api.ts';
import { renderApp } from './support/render-app.tsx';

/** Stands in for the browser's EventSource (jsdom has none); the server side of the stream has its own suite. */
class TestEventSource extends EventTarget {
  static instances: TestEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    TestEventSource.instances.push(this);
    queueMicrotask(() => this.dispatchEvent(new Event('open')));
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
}

const g = globalThis as Record<string, unknown>;
beforeEach(() => {
  // The app a test before left on screen would open streams of its own (after a logout, say).
  cleanup();
  TestEventSource.instances = [];
  g.EventSource = TestEventSource;
});
afterEach(() => {
  delete g.EventSource;
});

const openStream = () => TestEventSource.instances.filter((s) => !s.closed).at(-1)!;
/** The stream, once the app has opened it (after the first screen has settled). */
const streamOpened = async () => {
  await waitFor(() => expect(TestEventSource.instances.some((s) => !s.closed)).toBe(true), { timeout: 10_000 });
  return openStream();
};
const count = (calls: Array<{ path: string }>, path: string) => calls.filter((c) => c.path === path).length;

describe('wallet balance in view', () => {
  it('shows the balance in the header, on Home and in the drawer for a logged-in player', async () => {
    const { api } = mockApi();
    const { user } = await renderApp('/', api);
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('1,250.5');
    expect(screen.getByRole('link', { name: 'Wallet balance: 1,250.5 points' })).toHaveAttribute('href', '/all_passbook');
    expect(screen.getByTestId('home-balance')).toHaveTextContent('1,250.5 points');
    await user.click(screen.getByRole('button', { name: /menu/i }));
    expect(await screen.findByTestId('drawer-balance')).toHaveTextContent('Wallet: 1,250.5 points');
  });

  it('shows no balance to a visitor', async () => {
    const { api } = mockApi({ loggedIn: false });
    await renderApp('/', api);
    await screen.findAllByTestId('game-row');
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(screen.queryByTestId('home-balance')).toBeNull();
  });
});

describe('live events', () => {
  it('a declared result refetches the markets and Starline without a reload', async () => {
    const { api, calls } = mockApi({ loggedIn: false });
    await renderApp('/', api);
    await screen.findAllByTestId('game-row');
    const stream = openStream();
    expect(stream.url).toBe('/api/live/events');
    const [markets, slots] = [count(calls, '/api-get-dashboard-data'), count(calls, '/api-starline-game')];
    stream.emit('results', { at: Date.now() });
    await waitFor(() => expect(count(calls, '/api-get-dashboard-data')).toBe(markets + 1));
    expect(count(calls, '/api-starline-game')).toBe(slots + 1);
  });

  it('a win raises a notice and an unread count, refetches the balance, and Notifications clears the count', async () => {
    const { api, calls } = mockApi();
    const { user, path } = await renderApp('/', api);
    await screen.findByTestId('header-balance');
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    const profiles = count(calls, '/api-get-profile');
    openStream().emit('notice', { id: 9, kind: 'win', title: 'You won!', message: '950 points won on KALYAN open (23/11/2026) were added to your wallet.' });
    expect(await screen.findByText('You won!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(/950 points won on KALYAN/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (Alt+T)' })).toContainElement(screen.getByText('You won!'));
    await waitFor(() => expect(count(calls, '/api-get-profile')).toBeGreaterThan(profiles));
    const bell = screen.getByRole('link', { name: 'Notifications: 1 unread' });
    expect(within(bell).getByTestId('unread-count')).toHaveTextContent('1');
    openStream().emit('notice', { id: 10, kind: 'fund_approved', title: 'Fund request approved', message: '500 points were added to your wallet.' });
    await screen.findByRole('link', { name: 'Notifications: 2 unread' });
    // A win taken back by a corrected result is worded from its facts and shown as a warning.
    openStream().emit('notice', {
      id: 11,
      kind: 'result_corrected',
      title: 'Result corrected',
      message: 'The result of KALYAN open (2026-11-23) was corrected to 137: 950 points of your win were taken back.',
      facts: { market: 'KALYAN', session: 'open', market_date: '2026-11-23', panna: '137', taken_back: 950 },
    });
    const taken = await screen.findByText(
      'The result of KALYAN Open (23/11/2026) was corrected to 137: 950 points of your win were taken back.',
      {},
      { timeout: 8000 },
    );
    expect(taken.closest('[data-type]')).toHaveAttribute('data-type', 'warning');
    expect(screen.getByText('You won!').closest('[data-type]')).toHaveAttribute('data-type', 'success');
    await screen.findByRole('link', { name: 'Notifications: 3 unread' });
    await user.click(screen.getByRole('link', { name: 'Notifications: 3 unread' }));
    await waitFor(() => expect(path()).toBe('/notifications'));
    await screen.findByRole('link', { name: 'Notifications' });
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });

  it("names the notices' region in the player's language", async () => {
    await setLanguage('hi', { remember: false });
    try {
      const { api } = mockApi();
      await renderApp('/', api);
      await screen.findByTestId('header-balance');
      await streamOpened();
      openStream().emit('notice', { id: 9, kind: 'win', title: 'You won!', message: '950 points won on KALYAN open (23/11/2026) were added to your wallet.' });
      const region = await screen.findByRole('region', { name: 'सूचनाएं (Alt+T)' }, { timeout: 8000 });
      await waitFor(() => expect(region).not.toBeEmptyDOMElement());
    } finally {
      await setLanguage('en', { remember: false });
    }
  });

  it('logging out closes the stream and opens one without the session, so no more notices arrive', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const { user } = await renderApp('/', api);
    await screen.findByTestId('header-balance');
    const before = openStream();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Logout' })).getByRole('button', { name: 'Yes, Logout' }));
    await waitFor(() => expect(before.closed).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('header-balance')).toBeNull());
    expect(openStream()).not.toBe(before);
  });

  it("a result refetches the player's bid and winning histories and the chart; a notice the withdraw history", async () => {
    const { api, calls } = mockApi();
    /** Opens `route`, sends `event` down the stream, and waits for `path` to be asked again. */
    const refetchedOn = async (route: string, path: string, event: [string, unknown]) => {
      cleanup();
      await renderApp(route, api);
      await screen.findByRole('table');
      const before = count(calls, path);
      (await streamOpened()).emit(...event);
      await waitFor(() => expect(count(calls, path)).toBe(before + 1), { timeout: 5000 });
    };
    const result: [string, unknown] = ['results', { at: Date.now() }];
    await refetchedOn('/bidding_history', '/api-bid-history-data', result);
    await refetchedOn('/game_chart?game_id=1', '/api-game-chart-data', result);
    const paid = { id: 11, kind: 'withdrawal_paid', title: 'Withdrawal paid', message: '500 points were paid to your bank account.' };
    await refetchedOn('/withdraw_history', '/api-user-withdraw-transaction-history', ['notice', paid]);
    // A correction of a day older than the results the stream watches reaches the player as a notice: My Bids and
    // the winning history are read again too.
    const corrected = {
      id: 13,
      kind: 'result_corrected',
      title: 'Result corrected',
      message: 'The result of KALYAN open (2026-11-02) was corrected to 137: 950 points of your win were taken back.',
      facts: { market: 'KALYAN', session: 'open', market_date: '2026-11-02', panna: '137', taken_back: 950 },
    };
    await refetchedOn('/bidding_history', '/api-bid-history-data', ['notice', corrected]);
    const cancelled = { id: 14, kind: 'day_cancelled', title: 'Market day cancelled', message: 'KALYAN (2026-11-02) was cancelled.' };
    await refetchedOn('/starline_bidding_history', '/api-starline-bid-history-data', ['notice', cancelled]);
  });

  it('the unread count is not carried to the next player logging in on the same browser', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const { user } = await renderApp('/', api);
    await screen.findByTestId('header-balance');
    (await streamOpened()).emit('notice', { id: 12, kind: 'win', title: 'You won!', message: '950 points won.' });
    await screen.findByRole('link', { name: 'Notifications: 1 unread' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Logout' })).getByRole('button', { name: 'Yes, Logout' }));
    await waitFor(() => expect(screen.queryByTestId('header-balance')).toBeNull());
    await newPlayer(api);
    cleanup();
    await renderApp('/', api);
    await screen.findByTestId('header-balance');
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });
});
