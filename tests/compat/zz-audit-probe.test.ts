import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarket, fund, makeOperator, registerAndLogin, balanceOf } from '../helpers/betting.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { FAMILY_CLIENTS } from './family-clients.ts';

const profiles = FAMILY_CLIENTS.map((c) => ({ app_key: c.appKey, name: c.name, status: c.profile.status, half_sangam: c.profile.half_sangam }));
const KEY = 'tara-android-key';
let t: TestApp;
const log: string[] = [];
const out = (s: string) => log.push(s);

async function post(path: string, body: unknown, headers: Record<string, string> = {}, raw = false) {
  const res = await fetch(`${t.origin}${path}`, {
    method: 'POST',
    headers: raw ? headers : { 'content-type': 'application/json', ...headers },
    body: raw ? (body as BodyInit) : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

describe('probe', () => {
  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: { CLIENT_PROFILES: JSON.stringify(profiles) } });
  });
  afterAll(async () => {
    console.log(log.join('\n'));
    await t?.close();
  });

  it('probes', async () => {
    const operator = await makeOperator(t);
    const marketId = await createMarket(operator, 'KALYAN', ['15:00', '15:30', '17:00', '17:30']);
    const p = await registerAndLogin(t);
    await fund(operator, p, 10_000);
    await p.api.POST('/api-add-user-bank-details', {
      body: { bank_name: 'State Bank', branch_address: 'Pune', ac_holder_name: 'Ravi Kumar', ac_number: '123456789012', ifsc_code: 'SBIN0001234' },
    });
    const base = { env_type: 'Prod', app_key: KEY, unique_token: p.token };

    out('## legacy names');
    for (const n of ['api-forgot-password','api-last-fund-request-detail','api-add-user-upi-details','api-view-wallet-transaction-history','api-get-statement','api-get-slider-images','api-wining-result','api-check-starline-games-active-inactive','api-get-notice','api-how-to-play','api-get-social-data']) {
      const r = await post('/' + n, base);
      out(`${n}: ${r.status} ${r.text.slice(0, 150)}`);
    }

    out('## withdraw amounts');
    for (const amt of ['1e3', '0x10', ' 500 ', '500.5', '-500', '99999999999999999999', ['500'], '0500', '', 'abc', true, null, 500.0, '500\n', '\t500', '+500']) {
      const r = await post('/api-user-withdraw-fund-request', { ...base, request_amount: amt, payment_method: '1' });
      out(`${JSON.stringify(amt)}: ${r.status} ${r.text.slice(0, 200)}`);
    }
    out('balance ' + (await balanceOf(p)));
    out('## query + body');
    {
      const r = await post('/api-user-withdraw-fund-request?request_amount=1', { ...base, request_amount: '600', payment_method: '1' });
      out(`query+body: ${r.status} ${r.text.slice(0, 200)}`);
    }
    out('## duplicate JSON keys');
    {
      const raw = `{"env_type":"Prod","app_key":"${KEY}","unique_token":"${p.token}","request_amount":"700","request_amount":"-5","payment_method":"1"}`;
      const r = await post('/api-user-withdraw-fund-request', raw, { 'content-type': 'application/json' }, true);
      out(`dup: ${r.status} ${r.text.slice(0, 200)}`);
    }
  });
});
