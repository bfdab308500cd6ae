/** Wallet screens: passbook tabs, fund history, add fund validation, withdraw; real server and the contract mock. */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../../sdk/index.ts';
import { fundedPlayer, operator } from './bidding/support.ts';
import { mockApi, newPlayer, serverApi, serverApiLosingAnswers } from './support/api.ts';
import { loginOperator } from './admin/console-support.ts';
import { alertText, dismissAlert, renderApp } from './support/render-app.tsx';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('passbook', () => {
  it('switches between ALL, IN and OUT, each at its own address, over the same passbook', async () => {
    const { api } = mockApi();
    const { user, path } = await renderApp('/all_passbook', api);
    await screen.findByRole('heading', { name: 'Transaction History' });
    expect(screen.getByTestId('passbook-balance')).toHaveTextContent('450');
    const tabs = within(screen.getByRole('navigation', { name: 'Passbook' }));
    expect(tabs.getByRole('link', { name: 'ALL' })).toHaveAttribute('aria-current', 'page');
    // The spec's columns (User Number is the entry's reference), then what each entry was for, in words.
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Transaction ID', 'Amount', 'User Number', 'Transaction Status', 'Details', 'Date & Time', 'Balance']);
    expect(rowsOf(table).map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['SLIP-77', 'FR-31']);
    expect(rowsOf(table).map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual(['Bid: KALYAN Single Digit 3 (Open)', 'Deposit approved']);

    await user.click(tabs.getByRole('link', { name: 'IN' }));
    await waitFor(() => expect(path()).toBe('/deposit_passbook'));
    expect(screen.getByRole('link', { name: 'IN' })).toHaveAttribute('aria-current', 'page');
    expect(rowsOf(await screen.findByRole('table')).map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(['Deposit approved']);

    await user.click(screen.getByRole('link', { name: 'OUT' }));
    await waitFor(() => expect(path()).toBe('/withdraw_password'));
    expect(rowsOf(await screen.findByRole('table')).map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(['Bid placed']);
  });

  it("says 'Not data here...' on every tab of a new player's passbook", async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const { user } = await renderApp('/all_passbook', api);
    expect(await screen.findByText('Not data here...')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'OUT' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'OUT' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByText('Not data here...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows an operator's note to the player with an adjustment, never the operators' reason", async () => {
    const { api } = await fundedPlayer(300, 'Welcome bonus');
    await renderApp('/all_passbook', api);
    const rows = rowsOf(await screen.findByRole('table'));
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual(['Adjustment by operator: Welcome bonus']);
    expect(within(rows[0]!).getAllByRole('cell')[2]?.textContent).toMatch(/^ADJ-\d+$/);
    expect(within(rows[0]!).getAllByRole('cell')[3]).toHaveTextContent('Adjustment by operator');
    expect(document.body).not.toHaveTextContent('bid screen tests');
  });

  it('shows the entries older than the newest 200 on asking, none twice, and keeps them when the passbook is refreshed', async () => {
    const { api, userId } = await fundedPlayer(1, 'First points');
    const op = await operator();
    const credit = (amount: number) =>
      op.POST('/admin/users/{user_id}/wallet-adjustments', { params: { path: { user_id: userId } }, body: { amount, reason: 'passbook pages' } });
    for (let i = 0; i < 204; i += 1) expect((await credit(2)).response.status).toBe(200);
    const { user } = await renderApp('/all_passbook', api);
    const amounts = () => rowsOf(screen.getByRole('table')).map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(amounts()).toHaveLength(200);
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(amounts()).toHaveLength(205), { timeout: 20_000 });
    expect(amounts().at(-1)).toBe('+1');
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    const ids = rowsOf(screen.getByRole('table')).map((row) => Number(within(row).getAllByRole('cell')[0]?.textContent));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    // A new entry while the older ones are shown: after the refresh every entry is there once, the new one first.
    expect((await credit(3)).response.status).toBe(200);
    window.dispatchEvent(new Event('visibilitychange'));
    // Reading and drawing 206 rows again in jsdom takes seconds on a busy machine.
    await waitFor(() => expect(amounts()).toHaveLength(206), { timeout: 20_000 });
    expect(amounts()[0]).toBe('+3');
    expect(amounts().at(-1)).toBe('+1');
  }, 60_000);

  it('shows an error with a retry, not a blank, when the passbook cannot be loaded', async () => {
    const { api } = mockApi({ prefer: { '/api-wallet-transaction-history': 'code=500' } });
    await renderApp('/all_passbook', api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('funds', () => {
  it('/fund_history shows the wallet menu and No Data Found Here for a new player', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    await renderApp('/fund_history', api);
    expect(await screen.findByText('No Data Found Here')).toBeInTheDocument();
    const wallet = screen.getByRole('navigation', { name: 'Wallet' });
    expect(
      within(wallet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Add Fund', 'Withdraw Fund', 'Add Bank Details', 'Add UPI Details', 'Fund Deposit History', 'Fund Withdraw History']);
  });

  it('/fund_history, /transtion_history and /withdraw_history show the requests older than the newest 200 on asking', async () => {
    // 250 requests, ids 250 down to 1, answered 200 at a time from the last one listed.
    const page = <Row,>(body: Record<string, unknown>, row: (id: number) => Row) => {
      const below = body.before === undefined ? 251 : Number(body.before);
      const ids = Array.from({ length: Math.min(200, below - 1) }, (_, i) => below - 1 - i);
      return { rows: ids.map(row), more: (ids.at(-1) ?? 1) > 1 };
    };
    const at = '2026-11-21T12:00:00.000Z';
    const fund = (id: number) => ({
      request_id: String(id),
      request_amount: id,
      request_number: String(400_000_000_000 + id),
      request_description: `Request ${id}`,
      request_status: 'rejected',
      remark: 'Not received',
      insert_date: at,
      user_name: 'Ravi Kumar',
      mobile: '9876543210',
      receiver_upi_id: 'matka@upi',
      receipt_url: '',
    });
    const withdrawal = (id: number) => ({
      request_id: String(id),
      request_amount: id,
      request_number: `WD-${id}`,
      request_status: 'rejected',
      remark: '',
      insert_date: at,
    });
    const info = { status: true, code: 'OK', msg: 'Withdraw info', withdraw_open_time: '10:00 AM', withdraw_close_time: '06:00 PM' };
    const window = { ...info, withdraw_closed_weekdays: [0], withdraw_is_open: true, closed_reason: '', min_withdraw: 500, has_bank_details: true };
    const { api, calls } = mockApi({
      answers: {
        '/api-fund-request-history': (body) => {
          const { rows, more } = page(body, fund);
          return { status: true, code: 'OK', msg: 'Fund requests', fund_data: rows, more };
        },
        '/api-user-withdraw-transaction-history': (body) => {
          const { rows, more } = page(body, withdrawal);
          return { ...window, withdrawdata: rows, more };
        },
      },
    });
    // Each screen's column of the request's number, and the oldest request's number there.
    for (const [path, column, oldest] of [
      ['/fund_history', 2, '400000000001'],
      ['/transtion_history', 0, '400000000001'],
      ['/withdraw_history', 1, 'WD-1'],
    ] as const) {
      const { user } = await renderApp(path, api);
      const numbers = () => rowsOf(screen.getByRole('table')).map((row) => within(row).getAllByRole('cell')[column]?.textContent ?? '');
      await screen.findByRole('table');
      expect(numbers()).toHaveLength(200);
      await user.click(screen.getByRole('button', { name: 'Show older requests' }));
      await waitFor(() => expect(numbers()).toHaveLength(250), { timeout: 5000 });
      expect(new Set(numbers()).size).toBe(250);
      expect(numbers().at(-1)).toBe(oldest);
      expect(screen.queryByRole('button', { name: 'Show older requests' })).toBeNull();
      expect(calls.filter((c) => c.path.startsWith('/api-') && (c.body as { before?: string })?.before === '51').length).toBeGreaterThan(0);
      calls.length = 0;
      cleanup();
    }
  }, 60_000);

  it('/transtion_history lists fund requests with the spec columns (contract example)', async () => {
    const { api } = mockApi();
    await renderApp('/transtion_history', api);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Transaction ID', 'Amount', 'User Name', 'User Number', 'Receiver UPI ID', 'Transaction Status', 'Status', 'Date']);
    expect(rowsOf(table)[0]).toHaveTextContent('412345678901');
    expect(rowsOf(table)[0]).toHaveTextContent('matka@upi');
  });

  it('/add_fund shows the payee and QR, and "{field} is required" under each missing field until it is edited', async () => {
    const { api, calls } = serverApi();
    await newPlayer(api);
    const { user } = await renderApp('/add_fund', api);
    expect(await screen.findByRole('img', { name: 'QR code to pay Demo Payments by UPI' })).toBeInTheDocument();
    expect(field('Payee Name')).toHaveValue('Demo Payments');
    expect(field('Payee UPI Id')).toHaveValue('demo.payments@upi');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    for (const message of ['Amount is required', 'Description is required', 'Transaction Id is required', 'Transaction Receipt is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(field('Amount'), '50');
    expect(screen.queryByText('Amount is required')).toBeNull();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    await user.type(field('Transaction Id'), '12ab');
    fireEvent.change(field('Transaction Receipt'), { target: { files: [new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' })] } });
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByText('Amount must be between 100 and 1,00,000 points')).toBeInTheDocument();
    expect(screen.getByText('Transaction id must be 6 to 30 digits')).toBeInTheDocument();
    expect(screen.getByText('Transaction Receipt must be a PNG, JPEG or WebP image')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api-fund-request-add')).toHaveLength(0);
  });
});

describe('/add_fund paying and sending', () => {
  it('opens the UPI app with payee and amount, copies the UPI id and says when funds arrive', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const { user } = await renderApp('/add_fund', api);
    expect(await screen.findByText('Funds are credited within 24 hours.')).toBeInTheDocument();
    const pay = screen.getByRole('link', { name: 'Pay with UPI app' });
    expect(pay).toHaveAttribute('href', 'upi://pay?pa=demo.payments%40upi&pn=Demo%20Payments&cu=INR');
    await user.type(field('Amount'), '500');
    expect(pay).toHaveAttribute('href', 'upi://pay?pa=demo.payments%40upi&pn=Demo%20Payments&am=500&cu=INR');

    await user.click(screen.getByRole('button', { name: 'Copy UPI id' }));
    expect(await navigator.clipboard.readText()).toBe('demo.payments@upi');
  });

  it("links the operator's WhatsApp for deposits at the form's foot once the player touches the page", async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const { user } = await renderApp('/add_fund', api);
    await user.type(await screen.findByLabelText(/^Amount/), '5');
    const contacts = (await api.POST('/api-get-contact-details', { body: {} })).data?.contact_details;
    expect(contacts?.whatsapp_fund_url).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Contact Admin for help' })).toHaveAttribute('href', contacts?.whatsapp_fund_url);
  });

  it('links Fund History after a request is sent, and shows a reused transaction id on its field (contract examples)', async () => {
    for (const [prefer, check] of [
      [undefined, async () => expect(await screen.findByRole('link', { name: 'See your request in Fund History' })).toHaveAttribute('href', '/fund_history')],
      [
        'example=duplicate',
        async () => {
          expect(await screen.findByText('This transaction id has already been used')).toBeInTheDocument();
          expect(field('Transaction Id')).toHaveAttribute('aria-invalid', 'true');
          expect(screen.queryByRole('alertdialog')).toBeNull();
        },
      ],
    ] as const) {
      const { api } = mockApi(prefer ? { prefer: { '/api-fund-request-add': prefer } } : {});
      const { user, router } = await renderApp('/add_fund', api);
      await user.type(await screen.findByLabelText(/^Amount/), '500');
      await user.type(field('Description'), 'Paid by UPI');
      await user.type(field('Transaction Id'), '412345678901');
      fireEvent.change(field('Transaction Receipt'), { target: { files: [new File(['png'], 'receipt.png', { type: 'image/png' })] } });
      await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
      await check();
      router.history.destroy();
      cleanup();
    }
  });
});

describe('/add_fund when no answer comes', () => {
  it('says the request may have been received, and sends it again with the same key', async () => {
    // The contract mock, but the first fund request's answer never comes.
    const keys: Array<string | null> = [];
    const api = createApiClient({
      baseUrl: inject('mockUrl'),
      token: () => 'test-session',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname !== '/api-fund-request-add') return fetch(request);
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length === 1) throw new TypeError('Failed to fetch');
        const reply = { status: true, code: 'OK', msg: 'Your fund request has been received. Points arrive once it is approved.', request_id: '7' };
        return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
      },
    });
    const { user } = await renderApp('/add_fund', api);
    await user.type(await screen.findByLabelText(/^Amount/), '500');
    await user.type(field('Description'), 'Paid by UPI');
    await user.type(field('Transaction Id'), '412345678901');
    fireEvent.change(field('Transaction Receipt'), { target: { files: [new File(['png'], 'receipt.png', { type: 'image/png' })] } });
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await alertText()).toContain(
      'We could not confirm your fund request: it may have been received. Check Fund History before sending it again; sending it again unchanged will not make a second request.',
    );
    await dismissAlert(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('link', { name: 'See your request in Fund History' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});

/** A player with 2,000 points and bank details, whose withdrawal answers can be lost on the way. */
async function withdrawingPlayer() {
  const player = serverApiLosingAnswers('withdraw-fund-request');
  await newPlayer(player.api);
  const userId = (await player.api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
  const operator = serverApi();
  await loginOperator(operator.api);
  await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
    params: { path: { user_id: userId } },
    body: { amount: 2000, reason: 'withdraw tests' },
  });
  await player.api.POST('/api-add-user-bank-details', {
    body: { ac_holder_name: 'Ravi Kumar', ac_number: '001234567890', ifsc_code: 'SBIN0001234', bank_name: 'State Bank', branch_address: 'Andheri East' },
  });
  return player;
}

describe('/withdraw', () => {
  it('shows the window and the bank-details warning, and keeps Submit off without an amount and a method', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const { user } = await renderApp('/withdraw', api);
    expect(await screen.findByText('Withdrawal time: 10:00 AM to 06:00 PM, closed on Sunday')).toBeInTheDocument();
    expect(screen.getByText('Please update your bank details before withdrawing')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(field('Payment Method')).toHaveValue('Bank transfer');
    expect(submit).toBeDisabled();
    await user.type(field('Request Amount'), '500');
    expect(submit).toBeEnabled();
    await user.selectOptions(field('Payment Method'), '');
    expect(submit).toBeDisabled();
    await user.selectOptions(field('Payment Method'), 'Bank transfer');
    await user.click(submit);
    expect(await alertText()).toContain('Please update your bank details before withdrawing');
    await dismissAlert(user);
  });

  it('says where the chosen method pays, and links to the screen that saves it while it is missing', async () => {
    // The contract's example: bank transfer to the saved account, PhonePe with no number saved yet.
    const { api } = mockApi();
    const { user } = await renderApp('/withdraw', api);
    expect(await screen.findByText('Paid to your bank account 001234567890')).toBeInTheDocument();
    await user.selectOptions(field('Payment Method'), 'PhonePe');
    expect(screen.getByText('Please add your PhonePe number before withdrawing by PhonePe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add UPI Details' })).toHaveAttribute('href', '/add_upi_details');
    expect(screen.queryByText(/Paid to your/)).toBeNull();
  });

  it('reads where each method pays again whenever Withdraw opens (a number saved on another device shows)', async () => {
    // The demo's methods (the shared server runs with demo data): Bank transfer, PhonePe and Google Pay.
    const { api } = serverApi();
    await newPlayer(api);
    const { user, router } = await renderApp('/withdraw', api);
    await screen.findByText('Please update your bank details before withdrawing');
    await user.selectOptions(field('Payment Method'), 'PhonePe');
    expect(screen.getByText('Please add your PhonePe number before withdrawing by PhonePe')).toBeInTheDocument();
    await act(() => router.navigate({ to: '/' }));
    // Saved elsewhere: not through this app, so nothing here knew of it.
    await api.POST('/api-add-user-upi-details', { body: { upi_type: 3, phon_pay_no: '9876543210' } });
    await act(() => router.navigate({ to: '/withdraw' }));
    await user.selectOptions(await screen.findByLabelText(/^Payment Method/), 'PhonePe');
    expect(await screen.findByText('Paid to your PhonePe number 9876543210')).toBeInTheDocument();
  });

  it('chooses the default method again when the one chosen is gone from the list read at the next visit', async () => {
    let lists = 0;
    const { api, calls } = mockApi({
      answers: {
        '/api-user-payment-method-list': () => {
          lists += 1;
          const first =
            lists === 1
              ? { name: 'Bank transfer', type: 1, pays_to: 'bank', value: '001234567890' }
              : { name: 'NEFT', type: 1, pays_to: 'bank', value: '001234567890' };
          return { status: true, code: 'OK', msg: 'Payment methods', result: [first, { name: 'PhonePe', type: 2, pays_to: 'phonepe', value: '' }] };
        },
      },
    });
    const { user, router } = await renderApp('/withdraw', api);
    expect(await screen.findByText('Paid to your bank account 001234567890')).toBeInTheDocument();
    expect(field('Payment Method')).toHaveValue('Bank transfer');
    await act(() => router.navigate({ to: '/' }));
    await act(() => router.navigate({ to: '/withdraw' }));
    // The operator renamed the method meanwhile: the renamed one is chosen, not an empty choice that sends the old name.
    await waitFor(() => expect(screen.getByLabelText(/^Payment Method/)).toHaveValue('NEFT'));
    await user.type(screen.getByLabelText(/^Request Amount/), '600');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api-user-withdraw-fund-request').at(-1)?.body).toMatchObject({ payment_method: 'NEFT' }));
  });

  it('says why withdrawals are closed once: the hours, then a closed day or the plain closed notice', async () => {
    for (const [example, why] of [
      ['closedSunday', 'Withdrawals are closed on Sunday.'],
      ['afterHours', 'Withdrawal is closed now: please request it within the withdrawal time.'],
    ] as const) {
      const { api } = mockApi({ prefer: { '/api-user-withdraw-transaction-history': `example=${example}` } });
      await renderApp('/withdraw', api);
      expect(await screen.findByText('Withdrawal time: 10:00 AM to 06:00 PM, closed on Sunday')).toBeInTheDocument();
      expect(screen.getByText(why)).toBeInTheDocument();
      expect(screen.queryByText(/Withdrawals are open/)).toBeNull();
      cleanup();
    }
  });

  it('after no answer came, says the request may have been taken and shows the wallet the server holds', async () => {
    const player = await withdrawingPlayer();
    const { user } = await renderApp('/withdraw', player.api);
    expect(await screen.findByText('Wallet balance: 2,000 points')).toBeInTheDocument();
    await user.type(field('Request Amount'), '600');
    player.loseNextAnswer();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await alertText()).toContain(
      'We could not confirm your withdrawal request: it may have been taken. Check Withdraw History and your wallet before asking again.',
    );
    await dismissAlert(user);
    expect(await screen.findByText('Wallet balance: 1,400 points')).toBeInTheDocument();
    // A different amount is a new request with its own key (not refused as a reused key).
    await user.clear(field('Request Amount'));
    await user.type(field('Request Amount'), '500');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully Withdraw the Amount')).toBeInTheDocument();
    expect(player.sent).toHaveLength(2);
    expect(player.sent[1]!.key).not.toBe(player.sent[0]!.key);
  });

  it('sends a withdrawal at once while the browser says it is offline, and a double tap sends it once', async () => {
    const player = await withdrawingPlayer();
    const { user } = await renderApp('/withdraw', player.api);
    expect(await screen.findByText('Wallet balance: 2,000 points')).toBeInTheDocument();
    await user.type(field('Request Amount'), '600');
    // The browser's online flag is not the network: the request is sent (and here it arrives), never held back unseen.
    onlineManager.setOnline(false);
    try {
      // Two taps before the screen has drawn the first one's spinner.
      const submit = screen.getByRole('button', { name: 'Submit' });
      fireEvent.click(submit);
      fireEvent.click(submit);
      expect(await screen.findByText('Successfully Withdraw the Amount')).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
    expect(player.sent).toHaveLength(1);
    expect(await screen.findByText('Wallet balance: 1,400 points')).toBeInTheDocument();
  });

  it("takes the whole balance with a win's half point; more than two decimals are refused before sending", async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const userId = (await api.POST('/api-get-profile', { body: {} })).data!.profile[0]!.user_id;
    const operator = serverApi();
    await loginOperator(operator.api);
    await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: userId } },
      body: { amount: 1042.5, reason: 'withdraw tests' },
    });
    await api.POST('/api-add-user-bank-details', {
      body: { ac_holder_name: 'Ravi Kumar', ac_number: '001234567890', ifsc_code: 'SBIN0001234', bank_name: 'State Bank', branch_address: 'Andheri East' },
    });
    const { user } = await renderApp('/withdraw', api);
    expect(await screen.findByText('Wallet balance: 1,042.5 points')).toBeInTheDocument();
    await user.type(field('Request Amount'), '1042.505');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Amount must be points with at most two decimals')).toBeInTheDocument();
    await user.clear(field('Request Amount'));
    await user.type(field('Request Amount'), '1042.50');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully Withdraw the Amount')).toBeInTheDocument();
    expect(await screen.findByText('Wallet balance: 0 points')).toBeInTheDocument();
    const history = await api.POST('/api-user-withdraw-transaction-history', { body: {} });
    expect(history.data?.withdrawdata.map((w) => w.request_amount)).toEqual([1042.5]);
  });

  it("alerts the server's refusal (a balance too small) and leaves the amount for correction", async () => {
    const { api } = serverApi();
    await newPlayer(api);
    await api.POST('/api-add-user-bank-details', {
      body: { ac_holder_name: 'Ravi Kumar', ac_number: '001234567890', ifsc_code: 'SBIN0001234', bank_name: 'State Bank', branch_address: 'Andheri East' },
    });
    const { user } = await renderApp('/withdraw', api);
    await user.type(await screen.findByLabelText(/^Request Amount/), '600');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await alertText()).toContain('Your wallet does not hold enough points for this withdrawal');
    await dismissAlert(user);
    expect(field('Request Amount')).toHaveValue('600');
  });
});
