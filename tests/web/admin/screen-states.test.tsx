/**
 * Every console screen over a list: a spinner while the first answer is on its way, its empty text, the server's
 * error with a retry, and server paging (Next asks for the next `offset`, the pager says "x–y of total", Previous
 * comes back). Screens without a list (dashboard, at-limits report) show their loading, empty and error states.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { language, setLanguage } from '../../../web/src/i18n/index.ts';
import { dismissAlert, renderApp } from '../support/render-app.tsx';
import { type Answer, operatorApi, recordingEmptyPage, SERVER_ERROR } from './console-support.ts';

// Logging in hashes a password at full strength: do it once, before the tests, for all of them.
beforeAll(async () => {
  await operatorApi();
});

const at = '2026-11-23T06:30:00.000Z';
const fund = (id: string, transaction: string) => ({
  id,
  user_id: '12',
  user_name: `Payer ${id}`,
  mobile: '9876543210',
  amount: 500,
  description: 'Paid by UPI',
  transaction_id: transaction,
  receiver_upi_id: 'matka@upi',
  status: 'pending',
  remark: '',
  receipt_url: '',
  created_at: at,
  decided_at: null,
  decided_by: null,
});
const bank = { ac_holder_name: 'Ravi Kumar', ac_number: '001234567890', ifsc_code: 'SBIN0001234', bank_name: 'State Bank', branch_address: 'Andheri' };
const withdrawal = (id: string) => ({
  ...fund(id, ''),
  request_number: `WD-${id}`,
  payment_method: 'Bank transfer',
  bank,
  transaction_id: undefined,
  wallet_balance: 100,
  player_on_hold: false,
});
const audit = (id: string) => ({
  id,
  actor_id: '1',
  actor_name: `Operator ${id}`,
  actor_role: 'operator',
  action: 'settings.update',
  target_type: 'settings',
  target_id: '1',
  details: {},
  created_at: at,
});
const enquiry = (id: string) => ({
  id,
  user_id: '12',
  name: `Asker ${id}`,
  username: 'asker',
  mobile: '9876543210',
  enquiry: 'Where is my deposit?',
  created_at: at,
});
const entry = (id: string) => ({
  transaction_id: id,
  amount: 100,
  tx_request_number: `ADJ-${id}`,
  amount_status: `Entry ${id}`,
  player_note: `bonus ${id}`,
  entry_type: 'adjustment',
  direction: 'in',
  balance_after: 100,
  insert_date: at,
});

const emptyPage = { status: 200, body: { items: [], total: 0, limit: 20, offset: 0, next_before: null } };
const limit = (kind: string, amount: number | null) => ({
  kind,
  amount,
  player_amount: amount,
  operator_amount: null,
  used: 0,
  resets_at: '2026-11-23T18:30:00.000Z',
  pending: null,
});
const protection = {
  status: true,
  code: 'OK',
  msg: 'Responsible gaming',
  limits: [limit('deposit_day', 1000), limit('deposit_week', null), limit('deposit_month', null), limit('loss_day', null), limit('loss_week', null)],
  block: null,
  reality_check_minutes: 0,
  history: [],
};
/** Every call of a player's page, answered as for a quiet player 12. */
const playerPage: Record<string, Answer> = {
  '/admin/players/12': {
    status: 200,
    body: {
      player: {
        id: '12',
        name: 'Ravi Kumar',
        username: 'ravi_k',
        mobile: '9876543210',
        wallet_balance: 100,
        suspended: false,
        betting_blocked: false,
        withdrawals_blocked: false,
        created_at: at,
      },
      bank: null,
      upi: { paytm_number: '', google_pay_number: '', phone_pay_number: '' },
      counts: { bids: 0, pending_bids: 0, fund_requests: 0, pending_fund_requests: 0, withdrawals: 0, pending_withdrawals: 0 },
      totals: { deposited: 0, withdrawn: 0, withdrawal_pending: 0, staked: 0, won: 0, adjusted: 100 },
      live_sessions: 0,
    },
  },
  '/admin/users/12/ledger': { status: 200, body: { user_id: '12', wallet_balance: 100, items: [], total: 0, next_before: null } },
  '/admin/bids': emptyPage,
  '/admin/fund-requests': emptyPage,
  '/admin/withdrawals': emptyPage,
  '/admin/notifications': emptyPage,
  '/admin/users/12/protection': { status: 200, body: protection },
};
const player = (id: string) => ({
  id,
  name: `Player ${id}`,
  username: `p${id}`,
  mobile: '9876543210',
  wallet_balance: 100,
  suspended: false,
  betting_blocked: false,
  withdrawals_blocked: false,
  created_at: at,
});
const bidRow = (id: string) => ({
  date: '2026-11-23',
  market_id: id,
  market_name: `Market ${id}`,
  family: 'daily',
  bid_type: 'single_pana',
  bids: 2,
  stakes: 70,
  winners: 1,
  payouts: 1400,
  house: -1330,
});
const announcement = (id: string) => ({ id, user_id: null, user_name: '', title: `Notice ${id}`, message: 'Deposits are open.', created_at: at });
const adminBid = (id: string) => ({
  id,
  slip_id: '88',
  user_id: '12',
  user_name: 'Ravi Kumar',
  mobile: '9876543210',
  market_id: '1',
  market_name: `Market ${id}`,
  family: 'daily',
  market_date: '2026-11-23',
  bid_type: 'single_pana',
  label: 'Single Pana',
  session: 'open',
  digits: '128',
  closedigits: '',
  points: 10,
  status: 'pending',
  win_amount: 0,
  created_at: at,
});
const totals = { bids: 0, stakes: 0, winners: 0, payouts: 0, house: 0 };

const market = {
  id: '1',
  family: 'daily',
  name: 'KALYAN',
  open_time: '15:45',
  open_result_time: '16:00',
  close_time: '17:45',
  close_result_time: '18:00',
  weekdays: [1],
  active: true,
  sort_order: 1,
};

interface PagedScreen {
  name: string;
  /** The table's caption (its accessible name) and its pager's label. */
  caption: string;
  path: string;
  api: string;
  empty: string;
  row: (id: string) => object;
  /** Text of the row made from an id, to find it on screen. */
  text: (id: string) => string;
  extra?: object;
  /** The answer around a page of rows, when the list does not answer `{ items, total }`. */
  wrap?: (items: object[], total: number, offset: number) => object;
  /** Other calls of the screen, answered as a quiet server would. */
  answers?: Record<string, Answer>;
}

const paged: PagedScreen[] = [
  {
    name: 'deposits',
    caption: 'Deposits',
    path: '/admin/deposits',
    api: '/admin/fund-requests',
    empty: 'No deposits here.',
    row: (id) => fund(id, `T${id}`),
    text: (id) => `Payer ${id}`,
  },
  {
    name: 'withdrawals',
    caption: 'Withdrawals',
    path: '/admin/withdrawals',
    api: '/admin/withdrawals',
    empty: 'No withdrawals here.',
    row: (id) => {
      const { transaction_id: _t, description: _d, receiver_upi_id: _r, receipt_url: _u, ...rest } = withdrawal(id);
      return rest;
    },
    text: (id) => `WD-${id}`,
  },
  {
    name: 'audit log',
    caption: 'Audit log',
    path: '/admin/audit-log',
    api: '/admin/audit-log',
    empty: 'No operator actions yet.',
    row: audit,
    text: (id) => `Operator: Operator ${id} (id 1)`,
  },
  {
    name: 'enquiries',
    caption: 'Enquiries',
    path: '/admin/enquiries',
    api: '/admin/enquiries',
    empty: 'No enquiries yet.',
    row: enquiry,
    text: (id) => `Asker ${id}`,
  },
  {
    name: 'player ledger',
    caption: 'Ledger',
    path: '/admin/players/12',
    api: '/admin/users/12/ledger',
    empty: 'No ledger entries yet.',
    row: entry,
    text: (id) => `Entry ${id}: bonus ${id}`,
    extra: { user_id: '12', wallet_balance: 100 },
    answers: playerPage,
  },
  {
    name: "player's bids",
    caption: 'Bids',
    path: '/admin/players/12',
    api: '/admin/bids',
    empty: 'No bids yet.',
    row: adminBid,
    text: (id) => `Market ${id}`,
    answers: playerPage,
  },
  {
    name: "player's deposits",
    caption: 'Deposits',
    path: '/admin/players/12',
    api: '/admin/fund-requests',
    empty: 'No deposits yet.',
    row: (id) => fund(id, `T${id}`),
    text: (id) => `T${id}`,
    answers: playerPage,
  },
  {
    name: "player's withdrawals",
    caption: 'Withdrawals',
    path: '/admin/players/12',
    api: '/admin/withdrawals',
    empty: 'No withdrawals yet.',
    row: (id) => {
      const { transaction_id: _t, description: _d, receiver_upi_id: _r, receipt_url: _u, ...rest } = withdrawal(id);
      return rest;
    },
    text: (id) => `WD-${id}`,
    answers: playerPage,
  },
  {
    name: 'messages to a player',
    caption: 'Sent',
    path: '/admin/players/12',
    api: '/admin/notifications',
    empty: 'Nothing sent yet.',
    row: announcement,
    text: (id) => `Notice ${id}`,
    answers: playerPage,
  },
  { name: 'players', caption: 'Players', path: '/admin/players', api: '/admin/players', empty: 'No players match.', row: player, text: (id) => `Player ${id}` },
  {
    name: 'announcements',
    caption: 'Sent',
    path: '/admin/announcements',
    api: '/admin/notifications',
    empty: 'Nothing sent yet.',
    row: announcement,
    text: (id) => `Notice ${id}`,
  },
  {
    name: 'result history',
    caption: 'Result history',
    path: '/admin/results?market=1&date=2026-11-23',
    api: '/admin/markets/1/results',
    empty: 'No results yet.',
    row: (id) => ({
      market_id: '1',
      market_name: 'KALYAN',
      date: new Date(Date.UTC(2026, 0, 1) + Number(id) * 86_400_000).toISOString().slice(0, 10),
      status: 'open',
      open_panna: '128',
      close_panna: '',
      open_result: `R${id}`,
      close_result: '',
      open_declared_at: at,
      close_declared_at: null,
      settle_version: 1,
      cancel_reason: '',
      stakes: 0,
      payouts: 0,
    }),
    text: (id) => `R${id}`,
    answers: { '/admin/markets': { status: 200, body: { items: [market] } }, '/admin/markets/1/days/2026-11-23': 'pending' },
  },
  {
    name: 'players at limits: limits used up',
    caption: 'Limits used up',
    path: '/admin/players-at-limits',
    api: '/admin/protection/at-limits',
    empty: 'No player has used all of a limit.',
    row: (id) => ({ user_id: id, user_name: `Limited ${id}`, mobile: '9876543210', kind: 'loss_day', amount: 500, used: 500, resets_at: at }),
    text: (id) => `Limited ${id}`,
    wrap: (items, total, offset) => ({ at_limits: items, blocked: [], at_limits_total: total, blocked_total: 0, limit: 20, offset }),
  },
  {
    name: 'players at limits: on a break or excluded',
    caption: 'On a break or excluded',
    path: '/admin/players-at-limits',
    api: '/admin/protection/at-limits',
    empty: 'No player is on a break or excluded.',
    row: (id) => ({
      user_id: id,
      user_name: `Resting ${id}`,
      mobile: '9876543210',
      kind: 'break',
      period: '7d',
      started_at: at,
      ends_at: '2026-11-30T06:30:00.000Z',
    }),
    text: (id) => `Resting ${id}`,
    wrap: (items, total, offset) => ({ at_limits: [], blocked: items, at_limits_total: 0, blocked_total: total, limit: 20, offset }),
  },
  {
    name: 'bids and winnings report',
    caption: 'Bids and winnings',
    path: '/admin/reports',
    api: '/admin/reports/bids',
    empty: 'No bids in these days.',
    row: bidRow,
    text: (id) => `Market ${id}`,
    extra: { from: '2026-11-17', to: '2026-11-23', totals },
  },
];

const page = (screenDef: PagedScreen, ids: string[], total: number, offset = 0) => ({
  status: 200,
  body: screenDef.wrap
    ? screenDef.wrap(ids.map(screenDef.row), total, offset)
    : { ...screenDef.extra, items: ids.map(screenDef.row), total, limit: 20, offset, next_before: null },
});

describe.each(paged)('$name', (def) => {
  it('shows a spinner while the list is on its way', async () => {
    const { api } = await operatorApi({ ...def.answers, [def.api]: 'pending' });
    await renderApp(def.path, api);
    expect(await screen.findByText(`Loading ${def.caption.toLowerCase()}`)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: def.caption })).toBeNull();
  });

  it('says so when there is nothing', async () => {
    const { api } = await operatorApi({ ...def.answers, [def.api]: page(def, [], 0) });
    await renderApp(def.path, api);
    expect(await screen.findByText(def.empty)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: `${def.caption} pages` })).toBeNull();
  });

  it("shows the server's error with a retry that asks again", async () => {
    let calls = 0;
    const { api } = await operatorApi({
      ...def.answers,
      [def.api]: () => {
        calls += 1;
        return calls === 1 ? SERVER_ERROR : page(def, ['7'], 1);
      },
    });
    const { user } = await renderApp(def.path, api);
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('The server could not answer.');
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(def.text('7'))).toBeInTheDocument();
  });

  it('pages on the server: Next asks for the next offset, the pager counts the rows, Previous comes back', async () => {
    const asked: (string | null)[] = [];
    const { api } = await operatorApi({
      ...def.answers,
      [def.api]: (url) => {
        asked.push(url.searchParams.get('offset'));
        expect(url.searchParams.get('limit')).toBe('20');
        return url.searchParams.get('offset') === '20' ? page(def, ['89', '88'], 22, 20) : page(def, ['91', '90'], 22);
      },
    });
    const { user } = await renderApp(def.path, api);
    expect(await screen.findByText(def.text('91'))).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: `${def.caption} pages` });
    expect(within(pager).getByText('1–2 of 22')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(def.text('89'))).toBeInTheDocument();
    expect(screen.queryByText(def.text('91'))).toBeNull();
    expect(within(pager).getByText('21–22 of 22')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText(def.text('91'))).toBeInTheDocument();
    expect(asked.slice(0, 2)).toEqual(['0', '20']);
  });

  it('a page left empty (its last row decided meanwhile) gives way to the last page with rows', async () => {
    const asked: (string | null)[] = [];
    const { api } = await operatorApi({
      ...def.answers,
      [def.api]: (url) => {
        asked.push(url.searchParams.get('offset'));
        // 21 rows at first; by the time page 2 is asked for, its one row has gone.
        return url.searchParams.get('offset') === '20' ? page(def, [], 20, 20) : page(def, ['91', '90'], asked.length === 1 ? 21 : 20);
      },
    });
    const { user } = await renderApp(def.path, api);
    expect(await screen.findByText(def.text('91'))).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: `${def.caption} pages` })).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked).toEqual(['0', '20', '0']));
    expect(await screen.findByText(def.text('91'))).toBeInTheDocument();
    expect(screen.queryByText(def.empty)).toBeNull();
  });
});

interface SingleScreen {
  name: string;
  path: string;
  api: string;
  answers?: Record<string, Answer>;
  empty?: { body: unknown; text: string };
}

const dashboard = {
  date: '2026-11-23',
  markets: [],
  totals: { bids: 0, stakes: 0, payouts: 0, house: 0 },
  pending_deposits: { count: 0, amount: 0 },
  pending_withdrawals: { count: 0, amount: 0 },
  new_players: 0,
  players_total: 0,
  series: [],
};

const single: SingleScreen[] = [
  { name: 'one market', path: '/admin/markets/1', api: '/admin/markets', empty: { body: { items: [] }, text: 'No market with this id.' } },
  { name: 'dashboard', path: '/admin', api: '/admin/dashboard', empty: { body: dashboard, text: 'No bids on this day.' } },
  {
    name: 'players at limits',
    path: '/admin/players-at-limits',
    api: '/admin/protection/at-limits',
    empty: {
      body: { at_limits: [], blocked: [], at_limits_total: 0, blocked_total: 0, limit: 20, offset: 0 },
      text: 'No player has used all of a limit.',
    },
  },
  { name: "player's limits and blocks", path: '/admin/players/12', api: '/admin/users/12/protection', answers: playerPage },
  { name: 'markets', path: '/admin/markets', api: '/admin/markets', empty: { body: { items: [] }, text: 'No markets yet. Add the first one.' } },
  {
    name: 'exposure',
    path: '/admin/exposure?market=1&date=2026-11-23',
    api: '/admin/markets/1/days/2026-11-23/exposure',
    answers: { '/admin/markets': { status: 200, body: { items: [market] } } },
    empty: {
      body: { market_id: '1', date: '2026-11-23', total: 0, limit: 20, offset: 0, total_points: 0, total_potential_payout: 0, rows: [] },
      text: 'No pending bids on this day.',
    },
  },
  {
    name: 'results',
    path: '/admin/results?market=1&date=2026-11-23',
    api: '/admin/markets/1/days/2026-11-23',
    answers: { '/admin/markets': { status: 200, body: { items: [market] } } },
  },
];

describe.each(single)('$name', (def) => {
  it('shows a spinner while loading', async () => {
    const { api } = await operatorApi({ ...def.answers, [def.api]: 'pending' });
    await renderApp(def.path, api);
    await waitFor(() => expect(screen.getAllByText(/^Loading/).length).toBeGreaterThan(0));
  });

  it("shows the server's error with a retry", async () => {
    const { api } = await operatorApi({ ...def.answers, [def.api]: SERVER_ERROR });
    await renderApp(def.path, api);
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('The server could not answer.');
    expect(within(alert!).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  // Only screens that can be empty get this case (a market day's results and a player's limits always have rows),
  // so no case is registered and skipped.
  const empty = def.empty;
  if (empty) {
    it('says so when there is nothing', async () => {
      const { api } = await operatorApi({ ...def.answers, [def.api]: { status: 200, body: empty.body } });
      await renderApp(def.path, api);
      expect(await screen.findByText(empty.text)).toBeInTheDocument();
    });
  }
});

describe('the console on a device set to Hindi', () => {
  it('is English throughout, shared pieces too, and the player app is back in Hindi once the console is left', async () => {
    await setLanguage('hi');
    try {
      const { api } = await operatorApi({ '/admin/players': SERVER_ERROR });
      await renderApp('/admin/players', api);
      const [alert] = await screen.findAllByRole('alert');
      expect(alert).toHaveTextContent('The server could not answer.');
      expect(within(alert!).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');
      expect(window.localStorage.getItem('language')).toBe('hi');
      cleanup();
      await waitFor(() => expect(language.get()).toBe('hi'));
    } finally {
      await setLanguage('en');
    }
  });
});

describe('settings', () => {
  it('shows a spinner, then the error with a retry, when the settings cannot be read', async () => {
    let calls = 0;
    // The first read is the console's own operator check; the screen's read is the second.
    const { api } = await operatorApi({ '/admin/settings': () => (++calls === 1 ? undefined : SERVER_ERROR) });
    await renderApp('/admin/settings', api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not answer.');
  });

  it('saving one section keeps what is typed in another, and only the saved section is busy or told off', async () => {
    const { api, calls } = await operatorApi();
    const { user } = await renderApp('/admin/settings', api);
    const limits = await screen.findByRole('form', { name: 'Limits' });
    const maxWithdrawal = within(limits).getByRole('textbox', { name: 'Maximum withdrawal' });
    await user.clear(maxWithdrawal);
    await user.type(maxWithdrawal, '55555');
    // Saved unchanged, so the shared server's settings stay as they are.
    const contacts = screen.getByRole('form', { name: 'Contacts and app' });
    await user.click(within(contacts).getByRole('button', { name: 'Save contacts and app' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/admin/settings') && c.body !== undefined)).toHaveLength(1));
    expect(await screen.findByText('Contacts and app saved.')).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Limits' })).getByRole('textbox', { name: 'Maximum withdrawal' })).toHaveValue('55555');
    // A weekday written by name is taken; one that is no weekday is shown beside its field, and nothing is sent.
    const window = screen.getByRole('form', { name: 'Withdraw window' });
    const weekdays = within(window).getByRole('textbox', { name: 'Closed weekdays' });
    await user.clear(weekdays);
    await user.type(weekdays, 'Funday');
    await user.click(within(window).getByRole('button', { name: 'Save withdraw window' }));
    expect(await within(window).findByText('Write weekdays as 0 (Sunday) to 6 (Saturday) or by name, e.g. 0 or Sunday')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/admin/settings') && c.body !== undefined)).toHaveLength(1);
    // So is a closed date that is not a real YYYY-MM-DD date.
    await user.clear(weekdays);
    await user.type(weekdays, 'Sunday');
    for (const written of ['28/11/2026', '2026-02-31']) {
      const dates = within(window).getByRole('textbox', { name: 'Closed dates' });
      await user.clear(dates);
      await user.type(dates, written);
      await user.click(within(window).getByRole('button', { name: 'Save withdraw window' }));
      expect(await within(window).findByText('Write dates as YYYY-MM-DD, e.g. 2026-12-25')).toBeInTheDocument();
    }
    expect(calls.filter((c) => c.path.endsWith('/admin/settings') && c.body !== undefined)).toHaveLength(1);
  });

  it('edits the withdrawal payment methods: adds one paying to a UPI number, makes it the default, refuses the same name twice', async () => {
    const { api } = await operatorApi();
    const sent: unknown[] = [];
    // The PATCH is caught here, so the shared server's settings stay as they are.
    // The settings read have one method, whatever the shared server holds.
    const settings = async () => {
      const read = await api.GET('/admin/settings', {});
      return { ...read, data: { ...read.data!, payment_methods: [{ name: 'Bank transfer', type: 1, pays_to: 'bank' as const }] } };
    };
    const wrapped = {
      ...api,
      GET: async (path: string, init: unknown) => (path === '/admin/settings' ? settings() : api.GET(path as never, init as never)),
      PATCH: async (_path: string, init: { body: { payment_methods?: unknown } }) => {
        sent.push(init.body);
        return settings();
      },
    } as never;
    const { user } = await renderApp('/admin/settings', wrapped);
    const form = within(await screen.findByRole('form', { name: 'Payment methods' }));
    expect(form.getByRole('textbox', { name: 'Payment method 1' })).toHaveValue('Bank transfer');
    await user.click(form.getByRole('button', { name: 'Add a method' }));
    await user.type(form.getByRole('textbox', { name: 'Payment method 2' }), 'bank TRANSFER');
    await user.click(form.getByRole('button', { name: 'Save payment methods' }));
    expect(await form.findByText('Payment method names must differ')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(form.getByRole('textbox', { name: 'Payment method 2' }));
    await user.type(form.getByRole('textbox', { name: 'Payment method 2' }), 'PhonePe');
    expect(form.getByRole('combobox', { name: 'Payment method 2 pays to' })).toHaveValue('bank');
    await user.selectOptions(form.getByRole('combobox', { name: 'Payment method 2 pays to' }), 'PhonePe number');
    await user.click(form.getAllByRole('radio', { name: 'Default' })[1]!);
    await user.click(form.getByRole('button', { name: 'Save payment methods' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          payment_methods: [
            { name: 'Bank transfer', type: 2, pays_to: 'bank' },
            { name: 'PhonePe', type: 1, pays_to: 'phonepe' },
          ],
          revision: expect.any(Number),
        },
      ]),
    );
  });

  it('saves two sections sent at once, one after the other, without telling the operator of a conflict', async () => {
    const { api } = await operatorApi();
    const { user } = await renderApp('/admin/settings', api);
    // Saved unchanged, so the shared server's settings stay as they are.
    const contacts = await screen.findByRole('form', { name: 'Contacts and app' });
    await user.click(within(contacts).getByRole('button', { name: 'Save contacts and app' }));
    await user.click(within(screen.getByRole('form', { name: 'Payment details' })).getByRole('button', { name: 'Save payment details' }));
    expect(await screen.findByText('Contacts and app saved.')).toBeInTheDocument();
    expect(await screen.findByText('Payment details saved.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("refuses a save made over another operator's save, says so, and shows what is saved now", async () => {
    const { api } = await operatorApi();
    const { user } = await renderApp('/admin/settings', api);
    const contacts = within(await screen.findByRole('form', { name: 'Contacts and app' }));
    const original = (await api.GET('/admin/settings')).data!.app_version;
    // Another operator saves the same field after this screen was read.
    await api.PATCH('/admin/settings', { body: { app_version: 'theirs-2.0' } });
    try {
      const version = contacts.getByRole('textbox', { name: 'App version' });
      await user.clear(version);
      await user.type(version, 'mine-1.0');
      await user.click(contacts.getByRole('button', { name: 'Save contacts and app' }));
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(
        'Another operator saved the settings after you opened them. Nothing was changed: look at the values saved now and make your change again.',
      );
      expect((await api.GET('/admin/settings')).data!.app_version).toBe('theirs-2.0');
      await dismissAlert(user);
      await waitFor(() =>
        expect(within(screen.getByRole('form', { name: 'Contacts and app' })).getByRole('textbox', { name: 'App version' })).toHaveValue('theirs-2.0'),
      );
    } finally {
      await api.PATCH('/admin/settings', { body: { app_version: original } });
    }
  });

  it("shows the server's message about one item of a list beside the list's field", async () => {
    const refusal = {
      status: 422,
      body: {
        status: false,
        code: 'VALIDATION_FAILED',
        msg: 'Closed dates must be real dates',
        errors: [{ field: 'withdraw_closed_dates.1', message: 'Not a date: 2026-02-30' }],
      },
    };
    const { api } = await operatorApi();
    const wrapped = { ...api, PATCH: async () => ({ error: refusal.body, response: new Response(JSON.stringify(refusal.body), { status: 422 }) }) } as never;
    const { user } = await renderApp('/admin/settings', wrapped);
    const window = await screen.findByRole('form', { name: 'Withdraw window' });
    await user.click(within(window).getByRole('button', { name: 'Save withdraw window' }));
    expect(await within(window).findByText('Not a date: 2026-02-30')).toBeInTheDocument();
    // The refusal is also said in the alert, which is closed here so the next screens are not held behind it.
    await dismissAlert(user);
  });

  it("shows beside a rate the server's refusal of a win paying no more than its bid", async () => {
    const { api } = await operatorApi();
    const { user } = await renderApp('/admin/settings', api);
    const rates = await screen.findByRole('form', { name: 'Daily game rates' });
    const pays = within(rates).getByRole('textbox', { name: 'Single Ank: pays' });
    await user.clear(pays);
    await user.type(pays, '5');
    await user.click(within(rates).getByRole('button', { name: 'Save daily game rates' }));
    expect(await within(rates).findByText('A win must pay more than its bid (here 5 for a bid of 10)')).toBeInTheDocument();
    await dismissAlert(user);
  });
});

describe('deposits, all of them', () => {
  it('lists the waiting deposits first (the queue), then the decided ones', async () => {
    const { asked, answer } = recordingEmptyPage();
    const { api } = await operatorApi({ '/admin/fund-requests': answer });
    const { user } = await renderApp('/admin/deposits', api);
    await user.click(within(await screen.findByRole('group', { name: 'Show deposits' })).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ order: 'pending_first' }));
    expect(asked.at(-1)).not.toHaveProperty('status');
  });

  it('asks for the waiting deposits and withdrawals oldest first: the queue in the order it came', async () => {
    for (const [path, screenPath] of [
      ['/admin/fund-requests', '/admin/deposits'],
      ['/admin/withdrawals', '/admin/withdrawals'],
    ] as const) {
      const { asked, answer } = recordingEmptyPage();
      const { api } = await operatorApi({ [path]: answer });
      await renderApp(screenPath, api);
      await waitFor(() => expect(asked.at(-1)).toMatchObject({ status: 'pending', order: 'pending_first' }));
      cleanup();
    }
  });
});

describe('audit log filters', () => {
  it('says beside each field what is wrong with a filter and asks nothing; an action is taken in any case', async () => {
    const { asked, answer } = recordingEmptyPage();
    const { api } = await operatorApi({ '/admin/audit-log': answer });
    const { user } = await renderApp('/admin/audit-log', api);
    const form = within(await screen.findByRole('form', { name: 'Filter the audit log' }));
    expect(await screen.findByText('No operator actions yet.')).toBeInTheDocument();
    const before = asked.length;
    await user.type(form.getByRole('textbox', { name: 'Operator id' }), 'abc');
    await user.type(form.getByRole('textbox', { name: /^Action/ }), 'result declare');
    await user.type(form.getByLabelText('From'), '2026-11-24');
    await user.type(form.getByLabelText('To'), '2026-11-20');
    await user.click(form.getByRole('button', { name: 'Filter' }));
    expect(await form.findByText('An operator id is a number: it shows beside the name in the log')).toBeInTheDocument();
    expect(form.getByText('Write an action like fund_request or result.declare')).toBeInTheDocument();
    expect(form.getByText('To must be on or after From')).toBeInTheDocument();
    expect(asked).toHaveLength(before);
    await user.clear(form.getByRole('textbox', { name: 'Operator id' }));
    await user.clear(form.getByRole('textbox', { name: /^Action/ }));
    await user.type(form.getByRole('textbox', { name: /^Action/ }), 'Result.Declare');
    await user.clear(form.getByLabelText('To'));
    await user.click(form.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ action: 'result.declare', from: '2026-11-24' }));
    expect(await screen.findByText('No operator actions match these filters.')).toBeInTheDocument();
  });
});

describe('dashboard', () => {
  it("shows the day's figures per market and in total", async () => {
    const day = {
      ...dashboard,
      markets: [{ market_id: '1', name: 'KALYAN', family: 'daily', bids: 3, stakes: 300, payouts: 140, house: 160 }],
      totals: { bids: 3, stakes: 300, payouts: 140, house: 160 },
      pending_deposits: { count: 2, amount: 1500 },
      new_players: 4,
      players_total: 40,
    };
    const { api } = await operatorApi({ '/admin/dashboard': { status: 200, body: day } });
    await renderApp('/admin', api);
    const table = await screen.findByRole('table', { name: /^Markets on / });
    expect(within(table).getByText('KALYAN')).toBeInTheDocument();
    expect(within(table).getByText('160')).toBeInTheDocument();
    expect(screen.getByText('1,500 points')).toBeInTheDocument();
    expect(screen.getByText('40 in all')).toBeInTheDocument();
    expect(screen.getByText('3 bids')).toBeInTheDocument();
    // The market links to that day's results.
    const link = within(table).getByRole('link', { name: 'KALYAN' });
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('date')).toBe('2026-11-23');
    // The chart keeps its drawn width (labels readable on a phone) and scrolls in a box the keyboard can reach.
    const chart = screen.getByRole('img', { name: /^Stakes and payouts/ });
    expect(chart).toHaveStyle({ minWidth: '720px' });
    expect(chart.parentElement).toHaveAttribute('tabindex', '0');
  });

  it('counts one bid as one bid', async () => {
    const day = { ...dashboard, markets: [{ market_id: '1', name: 'KALYAN', family: 'daily', bids: 1, stakes: 10, payouts: 0, house: 10 }] };
    const { api } = await operatorApi({ '/admin/dashboard': { status: 200, body: { ...day, totals: { bids: 1, stakes: 10, payouts: 0, house: 10 } } } });
    await renderApp('/admin', api);
    expect(await screen.findByText('1 bid')).toBeInTheDocument();
  });
});

describe('sell report', () => {
  it('pages on the server in its own tab', async () => {
    const sell = (id: string) => ({ user_id: id, name: `Seller ${id}`, mobile: '9876543210', bids: 1, stakes: 10, payouts: 0, house: 10 });
    const asked: (string | null)[] = [];
    const { api } = await operatorApi({
      '/admin/reports/bids': { status: 200, body: { from: '2026-11-17', to: '2026-11-23', totals, items: [], total: 0, limit: 20, offset: 0 } },
      '/admin/reports/sell': (url) => {
        asked.push(url.searchParams.get('offset'));
        const offset = Number(url.searchParams.get('offset'));
        const items = offset === 20 ? [sell('89')] : [sell('91')];
        return { status: 200, body: { from: '2026-11-17', to: '2026-11-23', totals, items, total: 21, limit: 20, offset } };
      },
    });
    const { user } = await renderApp('/admin/reports', api);
    await user.click(await screen.findByRole('tab', { name: 'Sell report' }));
    expect(await screen.findByText('Seller 91')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Sell report pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Seller 89')).toBeInTheDocument();
    expect(within(pager).getByText('21–21 of 21')).toBeInTheDocument();
    expect(asked).toEqual(['0', '20']);
  });

  it('says so when no player bid in the days', async () => {
    const empty = { status: 200, body: { from: '2026-11-17', to: '2026-11-23', totals, items: [], total: 0, limit: 20, offset: 0 } };
    const { api } = await operatorApi({ '/admin/reports/bids': empty, '/admin/reports/sell': empty });
    const { user } = await renderApp('/admin/reports', api);
    await user.click(await screen.findByRole('tab', { name: 'Sell report' }));
    expect(await screen.findByText('No player bid in these days.')).toBeInTheDocument();
  });
});

describe('players at limits', () => {
  it('lists limits used up and blocks, each linked to the player', async () => {
    const report = {
      at_limits: [
        { user_id: '12', user_name: 'Ravi Kumar', mobile: '9876543210', kind: 'loss_day', amount: 500, used: 500, resets_at: '2026-11-23T18:30:00.000Z' },
      ],
      blocked: [
        { user_id: '14', user_name: 'Asha Rao', mobile: '9876543211', kind: 'exclusion', period: '1y', started_at: at, ends_at: '2027-11-23T06:30:00.000Z' },
      ],
      at_limits_total: 1,
      blocked_total: 1,
      limit: 20,
      offset: 0,
    };
    const { api } = await operatorApi({ '/admin/protection/at-limits': { status: 200, body: report } });
    await renderApp('/admin/players-at-limits', api);
    const limits = await screen.findByRole('table', { name: 'Limits used up' });
    expect(within(limits).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/admin/players/12');
    expect(within(limits).getByText('Daily loss limit')).toBeInTheDocument();
    const blocked = screen.getByRole('table', { name: 'On a break or excluded' });
    expect(within(blocked).getByText(/^Self-excluded \(1 year\)/)).toBeInTheDocument();
  });
});

describe("a player's limits", () => {
  it('shows them read-only and refuses a limit that is not stricter before asking the server', async () => {
    const { api, calls } = await operatorApi(playerPage);
    const { user } = await renderApp('/admin/players/12', api);
    const limits = await screen.findByRole('table', { name: 'Limits' });
    expect(within(limits).getByText('Daily deposit limit')).toBeInTheDocument();
    expect(screen.getByText('No break or exclusion in force.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Set a stricter limit' });
    await user.selectOptions(within(form).getByLabelText('Limit'), 'deposit_day');
    await user.type(within(form).getByLabelText('New limit (points)'), '1000');
    await user.click(within(form).getByRole('button', { name: 'Set stricter limit' }));
    expect(await within(form).findByText('The limit in force is 1,000 points; set a lower one')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.path.includes('/protection/limits'))).toEqual([]);
  });
});

describe('exposure', () => {
  it("pages on the server with the day's totals, and a filter asks the server again from the first page", async () => {
    const row = (digits: string, payout: number) => ({
      bid_type: 'jodi',
      session: 'open',
      digits,
      closedigits: '',
      bids: 1,
      total_points: 10,
      potential_payout: payout,
    });
    const asked: string[] = [];
    const { api } = await operatorApi({
      '/admin/markets': { status: 200, body: { items: [market] } },
      '/admin/markets/1/days/2026-11-23/exposure': (url) => {
        const q = url.searchParams;
        asked.push(`${q.get('offset')} ${q.get('session') ?? '-'} ${q.get('bid_type') ?? '-'}`);
        const offset = Number(q.get('offset'));
        const rows = q.get('bid_type') === 'jodi' ? [row('42', 950)] : offset === 20 ? [row('17', 95)] : [row('88', 1900)];
        const total = q.get('bid_type') === 'jodi' ? 1 : 21;
        const body = { market_id: '1', date: '2026-11-23', total, limit: 20, offset, total_points: 2100, total_potential_payout: 19950, rows };
        return { status: 200, body };
      },
    });
    const { user } = await renderApp('/admin/exposure?market=1&date=2026-11-23', api);
    const table = await screen.findByRole('table', { name: 'Exposure' });
    expect(await within(table).findByText('88')).toBeInTheDocument();
    expect(screen.getByText('19,950')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Exposure pages' });
    expect(within(pager).getByText('1–1 of 21')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('17')).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Bid type' })).getByRole('option', { name: 'Jodi' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bid type' }), 'jodi');
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(asked).toEqual(['0 - -', '20 - -', '0 - jodi']);
  });
});

describe('a market day', () => {
  const dayWith = (bids: { count: number; total_points: number; pending: number; won: number; lost: number; refunded: number; paid: number }) => ({
    market_id: '1',
    game_name: 'KALYAN',
    date: '2026-11-23',
    status: 'open',
    open_panna: '',
    close_panna: '',
    open_result: '',
    close_result: '',
    settle_version: 0,
    cancel_reason: '',
    holiday: false,
    open_bids_end: '2026-11-23T10:15:00.000Z',
    close_bids_end: '2026-11-23T12:15:00.000Z',
    bids,
  });
  const dayScreen = async (day: ReturnType<typeof dayWith>, preview: Answer = SERVER_ERROR, history: unknown[] = []) => {
    const { api, calls } = await operatorApi({
      '/admin/markets': { status: 200, body: { items: [market] } },
      '/admin/markets/1/days/2026-11-23': { status: 200, body: day },
      '/admin/markets/1/days/2026-11-23/result-preview': preview,
      '/admin/markets/1/results': { status: 200, body: { items: history, total: history.length, limit: 20, offset: 0 } },
    });
    return { ...(await renderApp('/admin/results?market=1&date=2026-11-23', api)), calls };
  };

  it('says when a day still ahead takes its bids until, and offers a holiday, not a cancellation, while it has none', async () => {
    const bids = { count: 0, total_points: 0, pending: 0, won: 0, lost: 0, refunded: 0, paid: 0 };
    const ahead = { ...dayWith(bids), open_bids_end: '2099-11-23T10:15:00.000Z', close_bids_end: '2099-11-23T12:15:00.000Z' };
    await dayScreen(ahead);
    expect(await screen.findByText(/^Bids for the open result are taken until 23\/11\/2099, .+: declare it after that\.$/)).toBeInTheDocument();
    // The declaration stays offered (the server decides by its clock); the cancellation is not, a holiday is.
    expect(screen.getByRole('heading', { name: 'Declare the open result' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this day' })).toBeNull();
    expect(screen.getByRole('link', { name: "mark it a holiday on the market's page" })).toHaveAttribute('href', '/admin/markets/1');
    cleanup();
    // The same day once it has bids: cancelling is offered again.
    await dayScreen({ ...ahead, bids: { ...bids, count: 2, total_points: 20, pending: 2 } });
    expect(await screen.findByRole('button', { name: 'Cancel this day' })).toBeInTheDocument();
  });

  it('lists past days with where each stands and how many times its results were corrected', async () => {
    const bids = { count: 0, total_points: 0, pending: 0, won: 0, lost: 0, refunded: 0, paid: 0 };
    const past = (date: string, over: Record<string, unknown>) => ({
      ...dayWith(bids),
      date,
      market_name: 'KALYAN',
      open_declared_at: null,
      close_declared_at: null,
      stakes: 0,
      payouts: 0,
      bids: undefined,
      game_name: undefined,
      ...over,
    });
    const settled = { open_panna: '128', open_result: '128-1', close_panna: '370', close_result: '0-370' };
    await dayScreen(dayWith(bids), SERVER_ERROR, [
      past('2026-11-25', { holiday: true }),
      past('2026-11-22', { ...settled, settle_version: 1 }),
      past('2026-11-21', { ...settled, settle_version: 2 }),
      past('2026-11-20', { ...settled, settle_version: 4 }),
      past('2026-11-19', { ...settled, status: 'cancelled', cancel_reason: 'Source down', settle_version: 2 }),
      past('2026-11-18', { ...settled, status: 'cancelled', cancel_reason: 'Source down', settle_version: 3 }),
    ]);
    const table = within(await screen.findByRole('table', { name: 'Result history' }));
    // The fourth column is the day's state.
    const state = async (day: string) => (await table.findByText(day)).closest('tr')!.querySelectorAll('th, td')[3]!.textContent;
    expect(await state('25/11/2026')).toBe('Holiday');
    expect(await state('22/11/2026')).toBe('Settled');
    expect(await state('21/11/2026')).toBe('SettledCorrected once');
    expect(await state('20/11/2026')).toBe('SettledCorrected 3 times');
    // A cancellation raises the version too: it is no correction.
    expect(await state('19/11/2026')).toBe('CancelledSource down');
    expect(await state('18/11/2026')).toBe('CancelledSource downCorrected once');
  });

  it('says where the day stands: no result, open declared, settled, or cancelled with its reason', async () => {
    const bids = { count: 0, total_points: 0, pending: 0, won: 0, lost: 0, refunded: 0, paid: 0 };
    const reason = 'Result source compromised '.repeat(6).trim();
    for (const [over, shown] of [
      [{}, 'No result yet'],
      [{ open_panna: '128', open_result: '128-1' }, 'Open result declared'],
      [{ open_panna: '128', open_result: '128-1', close_panna: '370', close_result: '0-370' }, 'Settled'],
      [{ status: 'cancelled', open_panna: '128', open_result: '128-1', cancel_reason: reason }, 'Cancelled'],
    ] as const) {
      await dayScreen({ ...dayWith(bids), ...over });
      expect(await screen.findByText(shown)).toBeInTheDocument();
      if (shown === 'Cancelled') expect(screen.getByText(reason)).toBeInTheDocument();
      cleanup();
    }
  });

  it('offers neither a declaration nor a cancellation on a holiday, and points to the market page to remove it', async () => {
    const bids = { count: 0, total_points: 0, pending: 0, won: 0, lost: 0, refunded: 0, paid: 0 };
    await dayScreen({ ...dayWith(bids), holiday: true });
    expect(await screen.findByText('Holiday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Remove the holiday on the market's page" })).toHaveAttribute('href', '/admin/markets/1');
    expect(screen.queryByRole('button', { name: 'Preview and declare' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel this day' })).toBeNull();
  });

  it('declares only once the preview is on screen, and sends the settlement version the preview was made at', async () => {
    const pending = { count: 40, total_points: 2400, pending: 30, won: 0, lost: 0, refunded: 0, paid: 0 };
    const open = async (user: Awaited<ReturnType<typeof dayScreen>>['user']) => {
      await user.type(await screen.findByRole('textbox', { name: /Open panna/ }), '128');
      await user.click(screen.getByRole('button', { name: 'Preview and declare' }));
      return screen.findByRole('alertdialog', { name: 'Declare the open panna 128 (ank 1)?' });
    };
    for (const [answer, text] of [
      ['pending', 'Loading the preview'],
      [SERVER_ERROR, 'Could not load the preview.'],
    ] as const) {
      const { user } = await dayScreen(dayWith(pending), answer);
      const dialog = await open(user);
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Declare result' })).toBeDisabled();
      cleanup();
    }
    const body = { market_id: '1', date: '2026-11-23', session: 'open', panna: '128', result: '128-1', bids_settled: 30, total_stakes: 1800 };
    const shown = { ...body, winners: 2, total_payout: 950, by_bid_type: [], settle_version: 7 };
    const { user, calls } = await dayScreen(dayWith(pending), { status: 200, body: shown });
    const dialog = await open(user);
    expect(await within(dialog).findByTestId('result-preview')).toHaveTextContent('total payout 950 points');
    await user.click(within(dialog).getByRole('button', { name: 'Declare result' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/days/2026-11-23/results'))?.body).toEqual({ session: 'open', panna: '128', settle_version: 7 }),
    );
    // The real server refuses this made-up day (its answer is shown); both dialogs are closed before the next test.
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Declare the open panna 128 (ank 1)?' })).toBeNull(), { timeout: 5000 });
    const answer = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await user.click(within(answer).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says what cancelling it refunds, one bid or many', async () => {
    for (const [count, text] of [
      [1, '1 bid (10 points) is refunded and 0 points of wins reversed.'],
      [40, '40 bids (2,400 points) are refunded and 950 points of wins reversed.'],
    ] as const) {
      const bids =
        count === 1
          ? { count, total_points: 10, pending: 1, won: 0, lost: 0, refunded: 0, paid: 0 }
          : { count, total_points: 2400, pending: 30, won: 2, lost: 8, refunded: 0, paid: 950 };
      const { user } = await dayScreen(dayWith(bids));
      await user.click(await screen.findByRole('button', { name: 'Cancel this day' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Cancel KALYAN on 23/11/2026?' });
      expect(within(dialog).getByText(text)).toBeInTheDocument();
      cleanup();
    }
  });

  it("says which bids a declaration settles, and counts none of the day's other pending bids as settled by it", async () => {
    const { user } = await dayScreen(dayWith({ count: 40, total_points: 2400, pending: 30, won: 0, lost: 0, refunded: 0, paid: 0 }));
    await user.type(await screen.findByRole('textbox', { name: /Open panna/ }), '128');
    await user.click(screen.getByRole('button', { name: 'Preview and declare' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Declare the open panna 128 (ank 1)?' });
    const text =
      "KALYAN, 23/11/2026: the open panna 128 settles the day's Open-session Single Ank and Pana bids; each winner is paid once at the rates in force.";
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    // The day's 30 pending bids (Jodi, Sangams and the Close session among them) are not said to be settled by it.
    expect(within(dialog).queryByText(/30 bids/)).toBeNull();
  });
});
