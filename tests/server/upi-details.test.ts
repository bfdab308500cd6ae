/**
 * UPI numbers: a player saves, replaces or removes a number per UPI app (PayTM, Google Pay, PhonePe); a payment
 * method that pays to an app takes a withdrawal to that number, and is refused, holding nothing, while it is missing;
 * operators see where to pay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK, MONDAY_NOON_IST } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

type Player = Awaited<ReturnType<typeof registerAndLogin>>;
const NONE = { paytm_number: '', google_pay_number: '', phone_pay_number: '' };

describe.each(dialects())('UPI numbers on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    t.clock.set(MONDAY_NOON_IST);
    operator = await makeOperator(t);
    const saved = await operator.api.PATCH('/admin/settings', {
      body: {
        payment_methods: [
          { name: 'Bank transfer', type: 1 },
          { name: 'PhonePe', type: 2, pays_to: 'phonepe' },
          { name: 'Google Pay', type: 3, pays_to: 'google_pay' },
        ],
      },
    });
    expect(saved.data?.payment_methods).toEqual([
      { name: 'Bank transfer', type: 1, pays_to: 'bank' },
      { name: 'PhonePe', type: 2, pays_to: 'phonepe' },
      { name: 'Google Pay', type: 3, pays_to: 'google_pay' },
    ]);
  });
  afterAll(async () => t?.close());

  async function fundedPlayer(points: number): Promise<Player> {
    const p = await registerAndLogin(t);
    const res = await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: p.userId } },
      body: { amount: points, reason: 'test funding' },
    });
    expect(res.data?.wallet_balance).toBe(points);
    return p;
  }
  const upiOf = async (p: Player) => (await p.api.POST('/api-get-user-payment-details', { body: {} })).data?.upi_details;
  const balanceOf = async (p: Player) => (await p.api.POST('/api-get-profile', { body: {} })).data?.profile[0]?.wallet_balance;
  const withdraw = (p: Player, method: string) => p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 600, payment_method: method } });

  it.skipIf(skip)("saves, replaces and removes one app's number, keeping the others", async () => {
    const p = await registerAndLogin(t);
    expect(await upiOf(p)).toEqual(NONE);
    const phonepe = await p.api.POST('/api-add-user-upi-details', { body: { upi_type: 3, phon_pay_no: '9876543210' } });
    expect(phonepe.data).toEqual({
      status: true,
      code: 'OK',
      msg: 'PhonePe Number updated successfully.',
      upi_details: { ...NONE, phone_pay_number: '9876543210' },
    });
    // The family's apps send all three fields, only the chosen app's filled: the others are ignored.
    const paytm = await p.api.POST('/api-add-user-upi-details', { body: { upi_type: 1, paytm_no: '9123456780', google_pay_no: '', phon_pay_no: '' } });
    expect(paytm.data?.msg).toBe('PayTM Number updated successfully.');
    expect(await upiOf(p)).toEqual({ paytm_number: '9123456780', google_pay_number: '', phone_pay_number: '9876543210' });
    await p.api.POST('/api-add-user-upi-details', { body: { upi_type: 3, phon_pay_no: '9000011111' } });
    const removed = await p.api.POST('/api-add-user-upi-details', { body: { upi_type: 1, paytm_no: '' } });
    expect(removed.data?.msg).toBe('PayTM Number removed.');
    expect(await upiOf(p)).toEqual({ ...NONE, phone_pay_number: '9000011111' });
    // Bank details and UPI numbers are kept apart.
    expect((await p.api.POST('/api-get-user-payment-details', { body: {} })).data?.payment_details).toEqual([]);
  });

  it.skipIf(skip)('refuses a wrong app, a number that is not 10 digits and a missing number, and changes nothing', async () => {
    const p = await registerAndLogin(t);
    await p.api.POST('/api-add-user-upi-details', { body: { upi_type: 2, google_pay_no: '9876543210' } });
    const cases: Array<[unknown, string, string]> = [
      [{ upi_type: 4, phon_pay_no: '9876543210' }, 'upi_type', 'upi_type must be 1 (PayTM), 2 (Google Pay) or 3 (PhonePe)'],
      [{ upi_type: 2, google_pay_no: '98765' }, 'google_pay_no', 'A UPI number must have 10 digits (or be empty to remove it)'],
      [{ upi_type: 2, google_pay_no: '98765432101' }, 'google_pay_no', 'A UPI number must have 10 digits (or be empty to remove it)'],
      [{ upi_type: 2, phon_pay_no: '9876543210' }, 'google_pay_no', 'Please give the Google Pay number (upi_type 2 is Google Pay)'],
      [{ google_pay_no: '9876543210' }, 'upi_type', 'upi_type is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await p.api.POST('/api-add-user-upi-details', { body: body as never });
      expect(res.response.status, JSON.stringify(body)).toBe(422);
      expect((res.error as { errors?: Array<{ field: string; message: string }> }).errors?.[0], JSON.stringify(body)).toMatchObject({ field, message });
    }
    expect(await upiOf(p)).toEqual({ ...NONE, google_pay_number: '9876543210' });
  });

  it.skipIf(skip)('lists each method with where it would pay this player', async () => {
    const p = await registerAndLogin(t);
    const methods = async () => (await p.api.POST('/api-user-payment-method-list', { body: {} })).data?.result;
    expect(await methods()).toEqual([
      { name: 'Bank transfer', type: 1, pays_to: 'bank', value: '' },
      { name: 'PhonePe', type: 2, pays_to: 'phonepe', value: '' },
      { name: 'Google Pay', type: 3, pays_to: 'google_pay', value: '' },
    ]);
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    await p.api.POST('/api-add-user-upi-details', { body: { upi_type: 3, phon_pay_no: '9876543210' } });
    expect(await methods()).toEqual([
      { name: 'Bank transfer', type: 1, pays_to: 'bank', value: BANK.ac_number },
      { name: 'PhonePe', type: 2, pays_to: 'phonepe', value: '9876543210' },
      { name: 'Google Pay', type: 3, pays_to: 'google_pay', value: '' },
    ]);
  });

  it.skipIf(skip)('pays a withdrawal by a UPI method to the number saved when it was asked, and refuses one without it', async () => {
    const p = await fundedPlayer(2000);
    // Bank details do not stand in for a UPI number, nor the other way round.
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    expect((await withdraw(p, 'PhonePe')).data).toEqual({
      status: false,
      code: 'UPI_DETAILS_MISSING',
      msg: 'Please add your PhonePe number on Add UPI Details before withdrawing by PhonePe',
    });
    const upiOnly = await fundedPlayer(2000);
    await upiOnly.api.POST('/api-add-user-upi-details', { body: { upi_type: 2, google_pay_no: '9123456780' } });
    expect((await withdraw(upiOnly, 'Bank transfer')).data?.code).toBe('BANK_DETAILS_MISSING');
    expect((await withdraw(upiOnly, 'PhonePe')).data?.code).toBe('UPI_DETAILS_MISSING');
    expect(await balanceOf(p)).toBe(2000);
    expect(await balanceOf(upiOnly)).toBe(2000);

    const taken = await withdraw(upiOnly, 'Google Pay');
    expect(taken.data).toMatchObject({ status: true, code: 'OK', result: { request_amount: 600, wallet_balance: 1400 } });
    // A number changed afterwards does not move where this request is paid.
    await upiOnly.api.POST('/api-add-user-upi-details', { body: { upi_type: 2, google_pay_no: '9000000000' } });
    const byBank = await fundedPlayer(1000);
    await byBank.api.POST('/api-add-user-bank-details', { body: BANK });
    expect((await withdraw(byBank, 'Bank transfer')).data?.status).toBe(true);

    const list = await operator.api.GET('/admin/withdrawals', { params: { query: { status: 'pending' } } });
    const item = (userId: string) => list.data?.items.find((w) => w.user_id === userId);
    expect(item(upiOnly.userId)).toMatchObject({
      payment_method: 'Google Pay',
      bank: null,
      upi: { app: 'google_pay', app_name: 'Google Pay', number: '9123456780' },
    });
    expect(item(byBank.userId)).toMatchObject({ payment_method: 'Bank transfer', bank: BANK, upi: null });

    // Paid: the player is told where it went.
    const id = item(upiOnly.userId)!.id;
    await operator.api.POST('/admin/withdrawals/{withdrawal_id}/approve', { params: { path: { withdrawal_id: id } }, body: { note: 'UPI ref 77' } });
    const notes = await upiOnly.api.POST('/api-get-notification', { body: {} });
    expect(notes.data?.notification[0]).toMatchObject({
      kind: 'withdrawal_paid',
      message: `600 points were sent to your Google Pay number (WD-${id}).`,
      facts: { points: 600, reference: `WD-${id}`, paid_to: 'google_pay' },
    });

    const detail = await operator.api.GET('/admin/players/{user_id}', { params: { path: { user_id: upiOnly.userId } } });
    expect(detail.data).toMatchObject({ bank: null, upi: { ...NONE, google_pay_number: '9000000000' } });
  });
});
