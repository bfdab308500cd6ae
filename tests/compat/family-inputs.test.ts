/**
 * What the family's apps send is read into the contract without changing its meaning: a number JSON cannot carry
 * exactly is refused, never stored as another; a security PIN sent with a withdrawal is checked; numbers written as
 * text are read alike in every field; the media type is read in any case; and the dashboard says betting is off
 * while the player may not bet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createMarket, fund, makeOperator, type Player, registerAndLogin } from '../helpers/betting.ts';
import { dialects, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { FAMILY_CLIENTS } from './family-clients.ts';

const profiles = FAMILY_CLIENTS.map((c) => ({ app_key: c.appKey, name: c.name, status: c.profile.status, half_sangam: c.profile.half_sangam }));
const APP_KEY = 'tara-android-key';
const BANK = { bank_name: 'State Bank', branch_address: 'Pune', ac_holder_name: 'Ravi Kumar', ifsc_code: 'SBIN0001234' };

describe.each(dialects())('what the family apps send, on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect, { env: { CLIENT_PROFILES: JSON.stringify(profiles) } });
    t.clock.set(Date.parse('2026-11-23T12:00:00+05:30'));
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  /** Posts raw JSON text, as an app would, with its session in `unique_token`. */
  const post = async (path: string, json: string, contentType = 'application/json') => {
    const res = await fetch(`${t.origin}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body: json });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const base = (p: Player) => `"app_key":"${APP_KEY}","env_type":"Prod","unique_token":"${p.token}"`;

  it.skipIf(skip)('refuses an account number JSON rounds, and stores one it carries exactly', async () => {
    const p = await registerAndLogin(t);
    const fields = Object.entries(BANK)
      .map(([k, v]) => `"${k}":"${v}"`)
      .join(',');
    const rounded = await post('/api-add-user-bank-details', `{${base(p)},${fields},"ac_number":12345678901234567}`);
    expect(rounded.status).toBe(422);
    expect((await p.api.POST('/api-get-user-payment-details', { body: {} })).data?.payment_details).toEqual([]);
    const exact = await post('/api-add-user-bank-details', `{${base(p)},${fields},"ac_number":123456789012}`);
    expect(exact.body).toMatchObject({ status: true });
    expect((await p.api.POST('/api-get-user-payment-details', { body: {} })).data?.payment_details[0]).toMatchObject({ ac_number: '123456789012' });
  });

  /** A player with 2,000 points, bank details and the security PIN 1234. */
  const pinPlayer = async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 2000);
    await p.api.POST('/api-add-user-bank-details', { body: { ...BANK, ac_number: '123456789012' } });
    expect((await p.api.POST('/api-set-security-pin', { body: { security_pin: '1234', password: p.password } })).data?.status).toBe(true);
    return p;
  };

  it.skipIf(skip)('holds a withdrawal sent with a security PIN only when the PIN is right', async () => {
    const p = await pinPlayer();
    const withdraw = (pin: string) =>
      post('/api-user-withdraw-fund-request', `{${base(p)},"security_pin":"${pin}","payment_method":"1","request_amount":"500"}`);
    const wrong = await withdraw('9999');
    expect(wrong.body).toMatchObject({ status: false, code: 'WRONG_PIN' });
    expect(await balanceOf(p)).toBe(2000);
    expect((await withdraw('1234')).body).toMatchObject({ status: true, code: 'OK' });
    expect(await balanceOf(p)).toBe(1500);
  });

  it.skipIf(skip)('a withdrawal refused before its PIN is checked (blocked, not valid) counts no PIN try', async () => {
    const p = await pinPlayer();
    const withdraw = (amount: string) =>
      post('/api-user-withdraw-fund-request', `{${base(p)},"security_pin":"9999","payment_method":"1","request_amount":"${amount}"}`);
    for (let i = 0; i < 3; i += 1) expect((await withdraw('5.555')).status).toBe(422);
    const block = (on: boolean) =>
      operator.api.PATCH('/admin/players/{user_id}/status', { params: { path: { user_id: p.userId } }, body: { withdrawals_blocked: on, reason: 'Checking' } });
    expect((await block(true)).response.status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await withdraw('500')).body).toMatchObject({ status: false, code: 'WITHDRAWALS_BLOCKED' });
    expect((await block(false)).response.status).toBe(200);
    // Six wrong PINs would have used up the five tries of 15 minutes: the right PIN still checks out.
    expect((await p.api.POST('/api-check-security-pin', { body: { security_pin: '1234' } })).data).toMatchObject({ status: true });
    expect((await withdraw('500')).body).toMatchObject({ status: false, code: 'WRONG_PIN' });
    expect(await balanceOf(p)).toBe(2000);
  });

  it.skipIf(skip)('a withdrawal with an empty or null security PIN is one without a PIN, not a wrong try', async () => {
    const p = await pinPlayer();
    for (const pin of ['null', '""']) {
      const sent = await post('/api-user-withdraw-fund-request', `{${base(p)},"security_pin":${pin},"payment_method":"1","request_amount":"600.50"}`);
      expect(sent.body, pin).toMatchObject({ status: true, code: 'OK' });
    }
    expect(await balanceOf(p)).toBe(799);
    // No wrong tries were counted: the right PIN still checks out at once.
    expect((await p.api.POST('/api-check-security-pin', { body: { security_pin: '1234' } })).data).toMatchObject({ status: true });
  });

  it.skipIf(skip)("a user_id the contract has no place for (a slip's top level, its entries) must still be the caller's own", async () => {
    const p = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    await fund(operator, p, 1000);
    const market = await createMarket(operator, 'WHOSE SLIP', ['15:00', '15:30', '17:00', '17:30']);
    const slip = (top: string, entry: string) =>
      `{${base(p)}${top},"new_result":{"gameid":"${market}","Gamename":"WHOSE SLIP","pana":"Single Digit","bid_date":"23-11-2026","session":"Open","totalbit":"10","result":[{"digits":"1","closedigits":"","points":"10","session":"Open"${entry}}]}}`;
    for (const [top, entry] of [
      [`,"user_id":"${other.userId}"`, ''],
      ['', `,"user_id":"${other.userId}"`],
    ]) {
      const refused = await post('/api-submit-bid', slip(top!, entry!));
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    }
    expect(await balanceOf(p)).toBe(1000);
    expect((await post('/api-submit-bid', slip(`,"user_id":"${p.userId}"`, `,"user_id":"${p.userId}"`))).body).toMatchObject({ status: true });
    expect(await balanceOf(p)).toBe(990);
  });

  it.skipIf(skip)('takes unique_token as the session when the app also sends its fixed, non-bearer Authorization header', async () => {
    const p = await registerAndLogin(t);
    for (const authorization of ['Basic YWRtaW46MTIzNA==', 'fixed-app-token-123']) {
      const res = await fetch(`${t.origin}/api-user-wallet-balance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: `{${base(p)}}`,
      });
      expect(res.status, authorization).toBe(200);
      expect(await res.json()).toMatchObject({ status: true });
    }
    // A bearer header that is no session is still refused, whatever the body carries.
    const stale = await fetch(`${t.origin}/api-user-wallet-balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-session' },
      body: `{${base(p)}}`,
    });
    expect(stale.status).toBe(401);
  });

  it.skipIf(skip)('reads numbers written as text alike in every field, and the JSON media type in any case', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    const limit = await post('/api-set-limit', `{${base(p)},"kind":"loss_day","amount":"500"}`);
    expect(limit.body).toMatchObject({ status: true });
    const market = await createMarket(operator, 'TEXT NUMBERS', ['15:00', '15:30', '17:00', '17:30']);
    const slip = `{${base(p)},"new_result":{"gameid":"${market}","Gamename":"TEXT NUMBERS","pana":"Single Digit","bid_date":"23-11-2026","session":"Open","totalbit":" 10 ","result":[{"digits":"1","closedigits":"","points":" 10 ","session":"Open"}]}}`;
    expect((await post('/api-submit-bid', slip)).body).toMatchObject({ status: true });
    const shouted = await post('/api-user-wallet-balance', `{${base(p)}}`, 'Application/JSON; charset=UTF-8');
    expect(shouted.status).toBe(200);
    expect(shouted.body).toMatchObject({ status: true });
  });

  it.skipIf(skip)("the dashboard says betting is off while the player's betting is blocked or they are on a break", async () => {
    const p = await registerAndLogin(t);
    const dashboard = async () => (await post('/api-get-dashboard-data', `{${base(p)}}`)).body;
    expect(await dashboard()).toMatchObject({ betting_status: '1', account_block_status: '1' });
    const blocked = await operator.api.PATCH('/admin/players/{user_id}/status', {
      params: { path: { user_id: p.userId } },
      body: { betting_blocked: true, reason: 'Checks' },
    });
    expect(blocked.response.status).toBe(200);
    expect(await dashboard()).toMatchObject({ betting_status: '0', account_block_status: '1' });
    await operator.api.PATCH('/admin/players/{user_id}/status', {
      params: { path: { user_id: p.userId } },
      body: { betting_blocked: false, reason: 'Checked' },
    });
    expect((await p.api.POST('/api-take-break', { body: { period: '24h' } })).data?.status).toBe(true);
    expect(await dashboard()).toMatchObject({ betting_status: '0', account_block_status: '1' });
  });

  it.skipIf(skip)('the dashboard says betting and withdrawals are off during maintenance, and withdrawals while blocked', async () => {
    const p = await registerAndLogin(t);
    const dashboard = async () => (await post('/api-get-dashboard-data', `{${base(p)}}`)).body;
    const open = await dashboard();
    expect(open).toMatchObject({ betting_status: '1', maintenance_message: '' });
    const withdrawStatus = open.withdraw_status;
    expect(withdrawStatus).toBe(1);
    await operator.api.PATCH('/admin/settings', { body: { maintenance_mode: true, maintenance_message: 'Back at 7:30 AM' } });
    try {
      expect(await dashboard()).toMatchObject({ betting_status: '0', withdraw_status: 0, maintenance_message: 'Back at 7:30 AM' });
    } finally {
      await operator.api.PATCH('/admin/settings', { body: { maintenance_mode: false } });
    }
    expect(await dashboard()).toMatchObject({ betting_status: '1', withdraw_status: withdrawStatus, maintenance_message: '' });
    await operator.api.PATCH('/admin/players/{user_id}/status', {
      params: { path: { user_id: p.userId } },
      body: { withdrawals_blocked: true, reason: 'Checks' },
    });
    expect(await dashboard()).toMatchObject({ betting_status: '1', withdraw_status: 0 });
  });

  it.skipIf(skip)('saves a UPI number as the apps send it, and reads their payment-method numbers as where to pay', async () => {
    const saved = await operator.api.PATCH('/admin/settings', {
      body: {
        payment_methods: [
          { name: 'Bank transfer', type: 1 },
          { name: 'PhonePe', type: 2, pays_to: 'phonepe' },
          { name: 'Paytm wallet', type: 2, pays_to: 'paytm' },
        ],
      },
    });
    expect(saved.response.status).toBe(200);
    const p = await registerAndLogin(t);
    await fund(operator, p, 2000);
    // The apps send all three numbers, only the chosen app's filled, and the type as text.
    const upi = await post('/api-add-user-upi-details', `{${base(p)},"upi_type":"3","paytm_no":"","google_pay_no":"","phon_pay_no":"9876543210"}`);
    expect(upi.body).toMatchObject({ status: true, msg: 'PhonePe Number updated successfully.' });
    const withdraw = (method: string) => post('/api-user-withdraw-fund-request', `{${base(p)},"payment_method":"${method}","request_amount":"500"}`);
    // 4 is PhonePe in the apps (the operator's PhonePe method is type 2); 2 is PayTM, whose number is not saved.
    expect((await withdraw('2')).body).toMatchObject({ status: false, code: 'UPI_DETAILS_MISSING' });
    expect((await withdraw('3')).body).toMatchObject({ status: false, code: 'INVALID_PAYMENT_METHOD' });
    expect(await balanceOf(p)).toBe(2000);
    expect((await withdraw('4')).body).toMatchObject({ status: true });
    const list = await operator.api.GET('/admin/withdrawals', { params: { query: { user_id: p.userId } } });
    expect(list.data?.items).toMatchObject([{ payment_method: 'PhonePe', bank: null, upi: { app: 'phonepe', number: '9876543210' } }]);
    // Without a method paying to PayTM, 2 names none (the PhonePe method is type 2, but pays elsewhere); without one
    // paying to a bank account, 1 names none either.
    await operator.api.PATCH('/admin/settings', {
      body: {
        payment_methods: [
          { name: 'PhonePe', type: 1, pays_to: 'phonepe' },
          { name: 'Google Pay', type: 2, pays_to: 'google_pay' },
        ],
      },
    });
    await p.api.POST('/api-add-user-bank-details', { body: { ...BANK, ac_number: '123456789012' } });
    expect((await withdraw('2')).body).toMatchObject({ status: false, code: 'INVALID_PAYMENT_METHOD' });
    expect((await withdraw('1')).body).toMatchObject({ status: false, code: 'INVALID_PAYMENT_METHOD' });
    expect(await balanceOf(p)).toBe(1500);
    await operator.api.PATCH('/admin/settings', { body: { payment_methods: [{ name: 'Bank transfer', type: 1 }] } });
  });
});
