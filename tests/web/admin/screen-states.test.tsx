/**
 * Every console screen over a list: a spinner while the first answer is on its way, its empty text, the server's
 * error with a retry, and server paging (Next asks for the page before the cursor, Previous goes back exactly).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';
import { type Answer, operatorApi, SERVER_ERROR } from './console-support.ts';

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
const withdrawal = (id: string) => ({ ...fund(id, ''), request_number: `WD-${id}`, payment_method: 'Bank transfer', bank, transaction_id: undefined });
const audit = (id: string) => ({
  id,
  actor_id: '1',
  actor_name: `Operator ${id}`,
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
  entry_type: 'adjustment',
  direction: 'in',
  balance_after: 100,
  insert_date: at,
});

interface PagedScreen {
  name: string;
  path: string;
  api: string;
  empty: string;
  row: (id: string) => object;
  /** Text of the row made from an id, to find it on screen. */
  text: (id: string) => string;
  extra?: object;
  /** Other calls of the screen, answered as a quiet server would. */
  answers?: Record<string, Answer>;
}

const paged: PagedScreen[] = [
  {
    name: 'deposits',
    path: '/admin/deposits',
    api: '/admin/fund-requests',
    empty: 'No deposits here.',
    row: (id) => fund(id, `T${id}`),
    text: (id) => `Payer ${id}`,
  },
  {
    name: 'withdrawals',
    path: '/admin/withdrawals',
    api: '/admin/withdrawals',
    empty: 'No withdrawals here.',
    row: (id) => {
      const { transaction_id: _t, description: _d, receiver_upi_id: _r, receipt_url: _u, ...rest } = withdrawal(id);
      return rest;
    },
    text: (id) => `WD-${id}`,
  },
  { name: 'audit log', path: '/admin/audit-log', api: '/admin/audit-log', empty: 'No operator actions yet.', row: audit, text: (id) => `Operator ${id}` },
  { name: 'enquiries', path: '/admin/enquiries', api: '/admin/enquiries', empty: 'No enquiries yet.', row: enquiry, text: (id) => `Asker ${id}` },
  {
    name: 'player ledger',
    path: '/admin/players/12',
    api: '/admin/users/12/ledger',
    empty: 'No ledger entries yet.',
    row: entry,
    text: (id) => `Entry ${id}`,
    extra: { user_id: '12', wallet_balance: 100 },
    answers: {
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
          counts: { bids: 0, pending_bids: 0, fund_requests: 0, pending_fund_requests: 0, withdrawals: 0, pending_withdrawals: 0 },
          totals: { deposited: 0, withdrawn: 0, staked: 0, won: 0, adjusted: 100 },
          live_sessions: 0,
        },
      },
      '/admin/bids': { status: 200, body: { items: [], total: 0, limit: 20, offset: 0 } },
    },
  },
];

const page = (screenDef: PagedScreen, ids: string[], next: string | null) => ({
  status: 200,
  body: { ...screenDef.extra, items: ids.map(screenDef.row), next_before: next },
});

describe.each(paged)('$name', (def) => {
  it('shows a spinner while the list is on its way', async () => {
    const { api } = await operatorApi({ ...def.answers, [def.api]: 'pending' });
    await renderApp(def.path, api);
    expect((await screen.findAllByText(/^Loading /)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there is nothing', async () => {
    const { api } = await operatorApi({ ...def.answers, [def.api]: page(def, [], null) });
    await renderApp(def.path, api);
    expect(await screen.findByText(def.empty)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pages$/ })).toBeNull();
  });

  it("shows the server's error with a retry that asks again", async () => {
    let calls = 0;
    const { api } = await operatorApi({
      ...def.answers,
      [def.api]: () => {
        calls += 1;
        return calls === 1 ? SERVER_ERROR : page(def, ['7'], null);
      },
    });
    const { user } = await renderApp(def.path, api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not answer.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(def.text('7'))).toBeInTheDocument();
  });

  it('pages on the server: Next sends the cursor, Previous comes back', async () => {
    const asked: (string | null)[] = [];
    const { api } = await operatorApi({
      ...def.answers,
      [def.api]: (url) => {
        asked.push(url.searchParams.get('before'));
        expect(url.searchParams.get('limit')).toBe('20');
        return url.searchParams.get('before') === '90' ? page(def, ['89', '88'], null) : page(def, ['91', '90'], '90');
      },
    });
    const { user } = await renderApp(def.path, api);
    expect(await screen.findByText(def.text('91'))).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: /pages$/ });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(def.text('89'))).toBeInTheDocument();
    expect(screen.queryByText(def.text('91'))).toBeNull();
    expect(within(pager).getByText('Page 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText(def.text('91'))).toBeInTheDocument();
    expect(asked.slice(0, 2)).toEqual([null, '90']);
  });
});

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

interface SingleScreen {
  name: string;
  path: string;
  api: string;
  answers?: Record<string, Answer>;
  empty?: { body: unknown; text: string };
}

const single: SingleScreen[] = [
  { name: 'markets', path: '/admin/markets', api: '/admin/markets', empty: { body: { items: [] }, text: 'No markets yet. Add the first one.' } },
  {
    name: 'exposure',
    path: '/admin/exposure?market=1&date=2026-11-23',
    api: '/admin/markets/1/days/2026-11-23/exposure',
    answers: { '/admin/markets': { status: 200, body: { items: [market] } } },
    empty: { body: { market_id: '1', date: '2026-11-23', rows: [] }, text: 'No pending bids on this day.' },
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
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not answer.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.runIf(def.empty)('says so when there is nothing', async () => {
    const { api } = await operatorApi({ ...def.answers, [def.api]: { status: 200, body: def.empty?.body } });
    await renderApp(def.path, api);
    expect(await screen.findByText(def.empty?.text ?? '')).toBeInTheDocument();
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
});
