import { afterAll, beforeAll, describe, it } from 'vitest';
import sharp from 'sharp';
import { fund, makeOperator, registerAndLogin } from '../helpers/betting.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { FAMILY_CLIENTS } from './family-clients.ts';

const profiles = FAMILY_CLIENTS.map((c) => ({ app_key: c.appKey, name: c.name, status: c.profile.status, half_sangam: c.profile.half_sangam }));
const KEY = 'smg-android-key';
let t: TestApp;
const log: string[] = [];
const out = (s: string) => log.push(s);

async function send(path: string, body: BodyInit, headers: Record<string, string>) {
  try {
    const res = await fetch(`${t.origin}${path}`, { method: 'POST', headers, body });
    return `${res.status} ${(await res.text()).slice(0, 220)}`;
  } catch (e) {
    return `FETCH ERROR ${(e as Error).message}`;
  }
}

function mp(boundary: string, parts: string[]) {
  return parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`;
}
const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

describe('probe2', () => {
  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: { CLIENT_PROFILES: JSON.stringify(profiles) } });
  });
  afterAll(async () => {
    console.log(log.join('\n'));
    await t?.close();
  });

  it('malformed', async () => {
    const operator = await makeOperator(t);
    const p = await registerAndLogin(t);
    await fund(operator, p, 10_000);
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f4f4f4' } }).jpeg().toBuffer();
    const B = 'XyZb0und';
    const ctype = { 'content-type': `multipart/form-data; boundary=${B}` };
    const fileP = (name: string, data: string | Buffer, ct = 'image/jpeg') =>
      `Content-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: ${ct}\r\n\r\n${typeof data === 'string' ? data : data.toString('latin1')}`;
    const good = [field('unique_token', p.token), field('app_key', KEY), field('env_type', 'Prod'), field('request_amount', '500')];
    const slipPath = '/api-fund-payment-slip-upload';
    const cases: [string, string, BodyInit, Record<string, string>][] = [
      ['no boundary', slipPath, mp(B, good), { 'content-type': 'multipart/form-data' }],
      ['garbage', slipPath, 'hello world', ctype],
      ['truncated', slipPath, `--${B}\r\n${field('app_key', KEY)}\r\n--${B}\r\nContent-Disposition: form-data; name="unique_token"\r\n\r\n${p.token}`, ctype],
      ['nameless part', slipPath, mp(B, [...good, 'Content-Disposition: form-data\r\n\r\nxx']), ctype],
      ['no disposition', slipPath, mp(B, [...good, 'Content-Type: text/plain\r\n\r\nxx']), ctype],
      ['file in amount field', slipPath, mp(B, [field('unique_token', p.token), field('app_key', KEY), fileP('request_amount', 'zz')]), ctype],
      ['empty file', slipPath, mp(B, [...good, fileP('payment_slip', '')]), ctype],
      ['not an image', slipPath, mp(B, [...good, fileP('payment_slip', 'this is not an image')]), ctype],
      ['two files', slipPath, mp(B, [...good, fileP('payment_slip', jpeg), fileP('payment_slip', jpeg)]), ctype],
      ['__proto__ field', slipPath, mp(B, [...good, field('__proto__', 'x'), fileP('payment_slip', jpeg)]), ctype],
      ['constructor field', slipPath, mp(B, [...good, field('constructor', 'x'), fileP('payment_slip', jpeg)]), ctype],
      ['toString field', slipPath, mp(B, [...good, field('toString', 'x'), fileP('payment_slip', jpeg)]), ctype],
      ['hasOwnProperty field', slipPath, mp(B, [...good, field('hasOwnProperty', 'x'), fileP('payment_slip', jpeg)]), ctype],
      ['dup amount', slipPath, mp(B, [...good, field('request_amount', '99999'), fileP('payment_slip', jpeg)]), ctype],
      ['amount " 500 "', slipPath, mp(B, [field('unique_token', p.token), field('app_key', KEY), field('request_amount', ' 500 '), fileP('payment_slip', jpeg)]), ctype],
      ['amount 1e3', slipPath, mp(B, [field('unique_token', p.token), field('app_key', KEY), field('request_amount', '1e3'), fileP('payment_slip', jpeg)]), ctype],
      ['long field', slipPath, mp(B, [...good, field('request_description', 'x'.repeat(20000)), fileP('payment_slip', jpeg)]), ctype],
      ['30 fields', slipPath, mp(B, [...good, ...Array.from({ length: 30 }, (_, i) => field(`f${i}`, 'x'))]), ctype],
      ['file first then token', slipPath, mp(B, [fileP('payment_slip', jpeg), field('app_key', KEY), field('unique_token', p.token), field('request_amount', '500')]), ctype],
      ['bad token form', slipPath, mp(B, [field('app_key', KEY), field('unique_token', 'nope'), field('request_amount', '500'), fileP('payment_slip', jpeg)]), ctype],
      ['no token form', slipPath, mp(B, [field('app_key', KEY), field('request_amount', '500'), fileP('payment_slip', jpeg)]), ctype],
      ['filename* encoded', slipPath, mp(B, [...good, `Content-Disposition: form-data; name="payment_slip"; filename*=UTF-8''%E0%A4%\r\nContent-Type: image/jpeg\r\n\r\n${jpeg.toString('latin1')}`]), ctype],
      ['urlencoded', slipPath, `unique_token=${p.token}&app_key=${KEY}&request_amount=500`, { 'content-type': 'application/x-www-form-urlencoded' }],
      ['urlencoded withdraw', '/api-user-withdraw-fund-request', `unique_token=${p.token}&app_key=${KEY}&request_amount=500&payment_method=1`, { 'content-type': 'application/x-www-form-urlencoded' }],
      ['multipart to json op', '/api-user-withdraw-fund-request', mp(B, [field('unique_token', p.token), field('app_key', KEY), field('request_amount', '500'), field('payment_method', '1')]), ctype],
      ['multipart to json op w/ bearer', '/api-user-withdraw-fund-request', mp(B, [field('request_amount', '500'), field('payment_method', '1')]), { ...ctype, authorization: `Bearer ${p.token}` }],
      ['multipart to bid', '/api-submit-bid', mp(B, [field('unique_token', p.token), field('app_key', KEY), field('new_result', '{}')]), ctype],
      ['bad json legacy', '/api-user-withdraw-fund-request', `{"app_key":"${KEY}","unique_token":"${p.token}",`, { 'content-type': 'application/json' }],
      ['json array', '/api-user-withdraw-fund-request', `[{"app_key":"${KEY}","unique_token":"${p.token}"}]`, { 'content-type': 'application/json' }],
      ['json string', '/api-user-withdraw-fund-request', `"x"`, { 'content-type': 'application/json' }],
      ['json null', '/api-user-withdraw-fund-request', `null`, { 'content-type': 'application/json' }],
      ['json __proto__', '/api-user-withdraw-fund-request', `{"app_key":"${KEY}","unique_token":"${p.token}","__proto__":{"x":1}}`, { 'content-type': 'application/json' }],
      ['json constructor', '/api-user-withdraw-fund-request', `{"app_key":"${KEY}","unique_token":"${p.token}","constructor":{"prototype":{"x":1}},"request_amount":"500","payment_method":"1"}`, { 'content-type': 'application/json' }],
      ['new_result array', '/api-submit-bid', JSON.stringify({ app_key: KEY, unique_token: p.token, new_result: [{ unique_token: p.token }] }), { 'content-type': 'application/json' }],
      ['new_result string', '/api-submit-bid', JSON.stringify({ app_key: KEY, unique_token: p.token, new_result: 'x' }), { 'content-type': 'application/json' }],
      ['result object', '/api-submit-bid', JSON.stringify({ app_key: KEY, unique_token: p.token, new_result: { gameid: '1', Gamename: 'x', totalbit: '10', pana: 'Half Sangam', session: 'OPEN', result: { a: 1 } } }), { 'content-type': 'application/json' }],
      ['result entries null', '/api-submit-bid', JSON.stringify({ app_key: KEY, unique_token: p.token, new_result: { gameid: '1', Gamename: 'x', totalbit: '10', pana: 'Half Sangam', session: 'OPEN', result: [null, 5, 'x'] } }), { 'content-type': 'application/json' }],
      ['token array', '/api-user-wallet-balance', JSON.stringify({ app_key: KEY, unique_token: [p.token] }), { 'content-type': 'application/json' }],
      ['APPLICATION/JSON', '/api-user-wallet-balance', JSON.stringify({ app_key: KEY, unique_token: p.token }), { 'content-type': 'APPLICATION/JSON' }],
      ['json charset', '/api-user-wallet-balance', JSON.stringify({ app_key: KEY, unique_token: p.token }), { 'content-type': 'application/json; charset=utf-8' }],
      ['no content-type', '/api-user-wallet-balance', JSON.stringify({ app_key: KEY, unique_token: p.token }), {}],
      ['text/plain', '/api-user-wallet-balance', JSON.stringify({ app_key: KEY, unique_token: p.token }), { 'content-type': 'text/plain' }],
      ['empty json', '/api-user-wallet-balance', '', { 'content-type': 'application/json' }],
      ['app_key number', '/api-user-wallet-balance', JSON.stringify({ app_key: 5, unique_token: p.token }), { 'content-type': 'application/json' }],
    ];
    for (const [name, path, body, headers] of cases) out(`${name}: ${await send(path, body, headers)}`);
  });
});
