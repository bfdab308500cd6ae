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
let jpeg: Buffer;

async function legacyJson(path: string, body: Record<string, unknown>) {
  const res = await fetch(`${t.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return `${res.status} ${(await res.text()).slice(0, 200)}`;
}
async function specJson(p: Player, path: string, body: Record<string, unknown>) {
  const res = await fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` }, body: JSON.stringify(body) });
  return `${res.status} ${(await res.text()).slice(0, 200)}`;
}
async function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append('payment_slip', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
  const res = await fetch(`${t.origin}${path}`, { method: 'POST', headers, body: f });
  return `${res.status} ${(await res.text()).slice(0, 200)}`;
}

describe('probe3', () => {
  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: { CLIENT_PROFILES: JSON.stringify(profiles) } });
    jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f4f4f4' } }).jpeg().toBuffer();
  });
  afterAll(async () => {
    console.log(log.join('\n'));
    await t?.close();
  });

  it('protections', async () => {
    const operator = await makeOperator(t);
    const marketId = await createMarket(operator, 'KALYAN', ['15:00', '15:30', '17:00', '17:30']);
    const starId = await createMarket(operator, '10:00 PM', ['22:00', '22:00', '22:00', '22:00'], 'starline');
    const setup = async () => {
      const p = await registerAndLogin(t);
      await fund(operator, p, 10_000);
      await p.api.POST('/api-add-user-bank-details', {
        body: { bank_name: 'State Bank', branch_address: 'Pune', ac_holder_name: 'Ravi Kumar', ac_number: '123456789012', ifsc_code: 'SBIN0001234' },
      });
      return p;
    };
    const slip = (gameid: string, pts: string) => ({
      gameid, Gamename: 'KALYAN', pana: 'Single Digit', bid_date: '21-11-2026', session: 'OPEN', totalbit: pts,
      result: [{ digits: '5', closedigits: '', points: pts, session: 'OPEN' }],
    });
    const specSlip = (gameid: string, pts: number) => ({ new_result: { gameid, Gamename: 'K', pana: 'Single Digit', session: 'Open', totalbit: pts, result: [{ digits: '5', closedigits: '', points: pts, session: 'Open' }] } });
    const probeAll = async (label: string, p: Player) => {
      const base = { env_type: 'Prod', app_key: KEY, unique_token: p.token };
      out(`### ${label}`);
      out(` legacy bid:       ${await legacyJson('/api-submit-bid', { ...base, new_result: slip(marketId, '100') })}`);
      out(` spec bid:         ${await specJson(p, '/api-submit-bid', specSlip(marketId, 100))}`);
      out(` legacy star bid:  ${await legacyJson('/api-starline-submit-bid', { ...base, new_result: { ...slip(starId, '100'), session: '' , result: [{ digits: '5', closedigits: '', points: '100' }]} })}`);
      out(` legacy withdraw:  ${await legacyJson('/api-user-withdraw-fund-request', { ...base, request_amount: '500', payment_method: '1' })}`);
      out(` spec withdraw:    ${await specJson(p, '/api-user-withdraw-fund-request', { request_amount: 500, payment_method: 'Bank transfer' })}`);
      out(` legacy slip:      ${await form('/api-fund-payment-slip-upload', { unique_token: p.token, app_key: KEY, env_type: 'Prod', request_amount: '500' })}`);
      out(` legacy fund json: ${await legacyJson('/api-fund-request-add', { ...base, request_amount: '500', request_number: String(Date.now()) + '1' })}`);
      out(` balance: ${await balanceOf(p)}`);
    };
    // settings: allow fund request without receipt
    const s = await operator.api.GET('/admin/settings' as never);
    out('settings keys: ' + Object.keys((s as { data: Record<string, unknown> }).data ?? {}).join(','));

    await probeAll('normal', await setup());
    {
      const p = await setup();
      await operator.api.PATCH('/admin/players/{user_id}/status', { params: { path: { user_id: p.userId } }, body: { betting_blocked: true, withdrawals_blocked: true, reason: 'test blocking' } });
      await probeAll('betting+withdrawals blocked', p);
    }
    {
      const p = await setup();
      out(' break: ' + JSON.stringify((await p.api.POST('/api-take-break', { body: { period: '24h' } })).data).slice(0, 100));
      await probeAll('on break', p);
    }
    {
      const p = await setup();
      out(' excl: ' + JSON.stringify((await p.api.POST('/api-self-exclude', { body: { period: '6m', confirm: true } })).data).slice(0, 100));
      await probeAll('self-excluded', p);
    }
    {
      const p = await setup();
      await p.api.POST('/api-set-limit', { body: { kind: 'loss_day', amount: 50 } });
      await p.api.POST('/api-set-limit', { body: { kind: 'deposit_day', amount: 100 } });
      await probeAll('limits loss 50 / deposit 100', p);
    }
  });
});
