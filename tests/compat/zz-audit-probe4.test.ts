import { afterAll, beforeAll, describe, it } from 'vitest';
import sharp from 'sharp';
import { createMarket, fund, makeOperator, registerAndLogin, balanceOf, type Player } from '../helpers/betting.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { FAMILY_CLIENTS } from './family-clients.ts';

const profiles = FAMILY_CLIENTS.map((c) => ({ app_key: c.appKey, name: c.name, status: c.profile.status, half_sangam: c.profile.half_sangam }));
const KEY = 'tara-android-key';
let t: TestApp;
const log: string[] = [];
const out = (s: string) => log.push(s);

async function full(path: string, body: unknown) {
  const res = await fetch(`${t.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as Record<string, unknown>;
}
async function legacyJson(path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(`${t.origin}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return `${res.status} ${(await res.text()).slice(0, 260)}`;
}

describe('probe4', () => {
  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: { CLIENT_PROFILES: JSON.stringify(profiles) } });
  });
  afterAll(async () => {
    console.log(log.join('\n'));
    await t?.close();
  });

  it('misc', async () => {
    const operator = await makeOperator(t);
    const marketId = await createMarket(operator, 'KALYAN', ['15:00', '15:30', '17:00', '17:30']);
    const setup = async () => {
      const p = await registerAndLogin(t);
      await fund(operator, p, 10_000);
      await p.api.POST('/api-add-user-bank-details', {
        body: { bank_name: 'State Bank', branch_address: 'Pune', ac_holder_name: 'Ravi Kumar', ac_number: '123456789012', ifsc_code: 'SBIN0001234' },
      });
      await p.api.POST('/api-set-security-pin', { body: { security_pin: '1234', password: p.password } });
      return p;
    };
    const p = await setup();
    const base = { env_type: 'Prod', app_key: KEY, unique_token: p.token };
    out('## withdrawal with wrong security_pin (tara sends PIN in body)');
    out(' pin check: ' + (await legacyJson('/api-check-security-pin', { ...base, security_pin: '9999' })));
    out(' withdraw: ' + (await legacyJson('/api-user-withdraw-fund-request', { ...base, security_pin: '9999', payment_method: '1', request_amount: '500' })));
    out(' balance ' + (await balanceOf(p)));

    out('## dashboard state for blocked / excluded players');
    const q = await setup();
    await operator.api.PATCH('/admin/players/{user_id}/status', { params: { path: { user_id: q.userId } }, body: { betting_blocked: true, reason: 'test blocking' } });
    const d = await full('/api-get-dashboard-data', { env_type: 'Prod', app_key: 'smg-android-key', unique_token: q.token });
    out(` betting blocked: betting_status=${d.betting_status} account_block_status=${d.account_block_status}`);
    const r = await setup();
    await r.api.POST('/api-self-exclude', { body: { period: '6m', confirm: true } });
    const d2 = await full('/api-get-dashboard-data', { env_type: 'Prod', app_key: 'smg-android-key', unique_token: r.token });
    out(` self-excluded: betting_status=${d2.betting_status} account_block_status=${d2.account_block_status}`);

    out('## content types');
    out(' APPLICATION/JSON + unique_token: ' + (await legacyJson('/api-user-wallet-balance', { ...base }, { 'content-type': 'APPLICATION/JSON' })));
    out(' APPLICATION/JSON + bearer: ' + (await legacyJson('/api-user-wallet-balance', { app_key: KEY }, { 'content-type': 'APPLICATION/JSON', authorization: `Bearer ${p.token}` })));
    out(' urlencoded + bearer: ' + (await legacyJson('/api-user-wallet-balance', `app_key=${KEY}`, { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${p.token}` })));
    out(' urlencoded login (public): ' + (await legacyJson('/api-user-login', `app_key=${KEY}&mobile=${p.mobile}&password=${p.password}`, { 'content-type': 'application/x-www-form-urlencoded' })));

    out('## bid points variants');
    const s = await setup();
    const sb = { env_type: 'Prod', app_key: KEY, unique_token: s.token };
    for (const [pts, tot] of [[' 10 ', ' 10 '], [' 10 ', '10'], ['010', '10'], ['1e1', '10'], ['10.0', '10'], ['-10', '-10'], ['0', '0'], ['99999999999', '99999999999'], [['10'], '10'], ['10', 10.0], ['10', '10.0'], ['10', '1e1'], ['10', ['10']]] as const) {
      const res = await legacyJson('/api-submit-bid', {
        ...sb,
        new_result: { gameid: marketId, Gamename: 'KALYAN', pana: 'Single Digit', bid_date: '21-11-2026', session: 'OPEN', totalbit: tot, result: [{ digits: '5', closedigits: '', points: pts, session: 'OPEN' }] },
      });
      out(` points ${JSON.stringify(pts)} totalbit ${JSON.stringify(tot)}: ${res}`);
    }
    out(' balance ' + (await balanceOf(s)));

    out('## maintenance');
    const m = await setup();
    const settings = (await operator.api.GET('/admin/settings' as never)) as { data: Record<string, unknown> };
    const put = await fetch(`${t.baseUrl}/admin/settings`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${operator.token}` }, body: JSON.stringify({ ...settings.data, maintenance_mode: true, qr_image: undefined }) });
    out(' put settings ' + put.status + ' ' + (await put.text()).slice(0, 200));
    const mb = { env_type: 'Prod', app_key: KEY, unique_token: m.token };
    out(' legacy withdraw: ' + (await legacyJson('/api-user-withdraw-fund-request', { ...mb, payment_method: '1', request_amount: '500' })));
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f4f4f4' } }).jpeg().toBuffer();
    const f = new FormData();
    for (const [k, v] of Object.entries({ unique_token: m.token, app_key: KEY, request_amount: '500' })) f.append(k, v);
    f.append('payment_slip', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
    const fr = await fetch(`${t.origin}/api-fund-payment-slip-upload`, { method: 'POST', body: f });
    out(' legacy slip: ' + fr.status + ' ' + (await fr.text()).slice(0, 200));
    out(' legacy bid: ' + (await legacyJson('/api-submit-bid', { ...mb, new_result: { gameid: marketId, Gamename: 'K', pana: 'Single Digit', session: 'OPEN', totalbit: '10', result: [{ digits: '5', closedigits: '', points: '10' }] } })));
  });
});
