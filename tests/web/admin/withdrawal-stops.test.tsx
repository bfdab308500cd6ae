/**
 * The withdrawals queue says where to pay each withdrawal (a bank account or a UPI app's number) and, before an
 * operator tries, what stops paying a pending one: its player on hold (suspended or blocked from withdrawals), or a
 * wallet below zero after a win was taken back; such a one can only be rejected.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';
import { operatorApi } from './console-support.ts';

const bank = { ac_holder_name: 'Ravi Kumar', ac_number: '001234567890', ifsc_code: 'SBIN0001234', bank_name: 'State Bank', branch_address: 'Andheri' };
const item = (id: string, wallet_balance: number, player_on_hold: boolean) => ({
  id,
  request_number: `WD-${id}`,
  user_id: '12',
  user_name: `Payee ${id}`,
  mobile: '9876543210',
  amount: 950,
  payment_method: 'Bank transfer',
  bank,
  upi: null,
  status: 'pending',
  remark: '',
  created_at: '2026-11-23T06:30:00.000Z',
  decided_at: null,
  decided_by: null,
  wallet_balance,
  player_on_hold,
});

describe('withdrawals queue', () => {
  it('marks a pending withdrawal whose player is on hold or whose wallet is below zero', async () => {
    const items = [item('71', -950, false), item('72', 0, true), item('73', 40, false)];
    const { api } = await operatorApi({ '/admin/withdrawals': { status: 200, body: { items, next_before: null, total: 3 } } });
    await renderApp('/admin/withdrawals', api);
    const table = within(await screen.findByRole('table', { name: 'Withdrawals' }));
    const row = (n: string) => within(table.getByText(`WD-${n}`).closest('tr')!);
    expect(row('71').getByText('Wallet -950 after a win was taken back')).toBeInTheDocument();
    expect(row('71').queryByText('Player on hold')).toBeNull();
    expect(row('72').getByText('Player on hold')).toBeInTheDocument();
    expect(row('73').queryByText('Player on hold')).toBeNull();
    expect(row('73').queryByText(/after a win was taken back/)).toBeNull();
    // Only those can be rejected and not marked paid (the server would refuse it).
    expect(row('71').getByRole('button', { name: 'Mark paid withdrawal WD-71' })).toBeDisabled();
    expect(row('72').getByRole('button', { name: 'Mark paid withdrawal WD-72' })).toBeDisabled();
    expect(row('72').getByRole('button', { name: 'Reject withdrawal WD-72' })).toBeEnabled();
    expect(row('73').getByRole('button', { name: 'Mark paid withdrawal WD-73' })).toBeEnabled();
  });
});

describe('withdrawals queue, where to pay', () => {
  it("shows a bank withdrawal's account and a UPI withdrawal's app and number", async () => {
    const byUpi = { ...item('81', 40, false), payment_method: 'PhonePe', bank: null, upi: { app: 'phonepe', app_name: 'PhonePe', number: '9123456780' } };
    const items = [item('80', 40, false), byUpi];
    const { api } = await operatorApi({ '/admin/withdrawals': { status: 200, body: { items, next_before: null, total: 2 } } });
    await renderApp('/admin/withdrawals', api);
    const table = within(await screen.findByRole('table', { name: 'Withdrawals' }));
    const row = (n: string) => within(table.getByText(`WD-${n}`).closest('tr')!);
    expect(row('80').getByText('001234567890 · SBIN0001234')).toBeInTheDocument();
    expect(row('81').getByText('9123456780').parentElement).toHaveTextContent('PhonePe number 9123456780');
    expect(row('81').queryByText(/SBIN/)).toBeNull();
  });
});

describe('withdrawals queue, paid ones', () => {
  it('calls a withdrawal marked paid "Paid", in its badge and in the filter that lists them', async () => {
    const paid = { ...item('90', 40, false), status: 'approved', remark: 'UTR 4455', decided_at: '2026-11-23T08:00:00.000Z' };
    const { api } = await operatorApi({ '/admin/withdrawals': { status: 200, body: { items: [paid], next_before: null, total: 1 } } });
    await renderApp('/admin/withdrawals', api);
    const table = within(await screen.findByRole('table', { name: 'Withdrawals' }));
    const row = within(table.getByText('WD-90').closest('tr')!);
    expect(row.getByText('Paid')).toBeInTheDocument();
    expect(row.queryByText('Approved')).toBeNull();
    const filter = within(screen.getByRole('group', { name: 'Show withdrawals' }));
    expect(filter.getByRole('button', { name: 'Paid' })).toBeInTheDocument();
    expect(filter.queryByRole('button', { name: 'Approved' })).toBeNull();
  });
});
