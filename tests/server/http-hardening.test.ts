/**
 * HTTP-level protections: security headers on the web app and the API, the Host allow-list, malformed
 * percent-encoding answered with the API's error body, NUL characters refused with 422 on both engines, and a request
 * whose body stalls ended.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, bid, createMarket, fund, ist, slipBody } from '../helpers/betting.ts';
import { deposit, pngOf, sendFundRequest } from '../helpers/money.ts';
import { dialects, makeOperator, newPlayer, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

const NUL_MSG = 'Text may not contain NUL characters.';

describe.each(dialects())('HTTP hardening on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    if (skip) return;
    webDist = mkdtempSync(join(tmpdir(), 'matka-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Matka</title><script type="module" src="/assets/a.js"></script>');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'app-Ab12Cd34.js'), 'export const a = 1;');
    writeFileSync(join(webDist, 'assets', 'logo-Ab12Cd34.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await startTestApp(dialect, { env: { WEB_DIST: webDist, ALLOWED_HOSTS: `127.0.0.1,localhost,play.example.com` } });
  });
  afterAll(async () => {
    await t?.close();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  it.skipIf(skip)('serves the web app with a strict CSP, no framing, nosniff and a referrer policy', async () => {
    const res = await fetch(`${t.origin}/login`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it.skipIf(skip)('asks browsers to keep to HTTPS only when served over it (secure cookies)', async () => {
    expect((await fetch(`${t.origin}/login`, { headers: { accept: 'text/html' } })).headers.get('strict-transport-security')).toBeNull();
    const secure = await startTestApp(dialect, { env: { WEB_DIST: webDist, COOKIE_SECURE: '1' } });
    try {
      for (const path of ['/login', '/api/health', '/assets/app-Ab12Cd34.js']) {
        const res = await fetch(`${secure.origin}${path}`, { headers: { accept: 'text/html' } });
        expect(res.headers.get('strict-transport-security'), path).toBe('max-age=15552000');
      }
    } finally {
      await secure.close();
    }
  });

  it.skipIf(skip)('sends a built script without the page-only headers, and keeps them on images and the service worker', async () => {
    const script = await fetch(`${t.origin}/assets/app-Ab12Cd34.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cache-control')).toContain('immutable');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy']) expect(script.headers.get(name), name).toBeNull();
    for (const path of ['/assets/logo-Ab12Cd34.svg', '/sw.js']) {
      const res = await fetch(`${t.origin}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
    // A missing built file is a 404, never the app's page, also when a browser asks for HTML.
    for (const path of ['/assets/missing-Ab12Cd34.js', '/assets/missing.css?v=1']) {
      const res = await fetch(`${t.origin}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(await res.json(), path).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it.skipIf(skip)('marks API replies nosniff and no-store', async () => {
    const p = await registerAndLogin(t);
    // Under /api, and the API family's player calls at the root: API replies both, never stored, never a page.
    for (const url of [`${t.baseUrl}/api-get-profile`, `${t.origin}/api-get-profile`]) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
        body: '{}',
      });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('cache-control'), url).toBe('no-store');
      expect(res.headers.get('content-security-policy'), url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    const missing = await fetch(`${t.baseUrl}/no-such-thing`, { method: 'POST' });
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it.skipIf(skip)('answers only for the allowed host names', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/api-get-dashboard-data',
      headers: { host: 'evil.example.net', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(bad.statusCode).toBe(421);
    expect(bad.json()).toMatchObject({ status: false, code: 'HOST_NOT_ALLOWED' });
    const good = await t.app.inject({ method: 'GET', url: '/login', headers: { host: 'play.example.com', accept: 'text/html' } });
    expect(good.statusCode).toBe(200);
  });

  it.skipIf(skip)('answers a malformed percent-encoding with the API error body', async () => {
    for (const url of ['/api/receipts/%E0%A4%A', '/api/api-get-profile%zz', '/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, code: 'BAD_URL', msg: 'The address is not valid.' });
    }
  });

  it.skipIf(skip)('answers data nested deeper than any request needs with 422, on every mount', async () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    for (const url of [`${t.baseUrl}/api-user-login`, `${t.origin}/api-user-login`]) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"mobile":${deep},"password":"x"}` });
      expect(res.status, url).toBe(422);
      expect(await res.json(), url).toMatchObject({ status: false, code: 'VALIDATION_FAILED', msg: 'The request is nested too deeply.' });
    }
    // What the contract's requests nest (a slip's entries) is far within the limit.
    const p = await registerAndLogin(t);
    const slip = slipBody('999999', 'Single Ank', 'Open', [{ points: 10, digits: '1' }]);
    const nested = await p.api.POST('/api-submit-bid', { body: slip });
    expect(nested.response.status).toBe(200);
    expect(nested.data).toMatchObject({ status: false, code: 'UNKNOWN_GAME' });
  });

  it.skipIf(skip)('refuses a body of more fields than any request has before validating it, and lists at most 50 problems', async () => {
    const post = (body: string) => fetch(`${t.baseUrl}/api-user-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    // About 110,000 unknown fields in under 1 MB: one problem each would be a reply of megabytes.
    const wide = Object.fromEntries(Array.from({ length: 110_000 }, (_, i) => [i.toString(16), 0]));
    const many = [Array.from({ length: 20_001 }, () => 0)];
    for (const body of [
      { ...wide, mobile: '9000000001', password: 'x' },
      { mobile: many, password: 'x' },
    ]) {
      const res = await post(JSON.stringify(body));
      expect(res.status).toBe(422);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ status: false, code: 'VALIDATION_FAILED', msg: 'The request has too many fields.' });
    }
    // 150 unknown fields (within the limit) are listed up to 50.
    const some = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`extra${i}`, 0]));
    const listed = await post(JSON.stringify({ ...some, mobile: '9000000001', password: 'x' }));
    expect(listed.status).toBe(422);
    const reply = (await listed.json()) as { errors: { field: string; message: string }[] };
    expect(reply.errors).toHaveLength(50);
    expect(reply.errors[0]).toEqual({ field: 'extra0', message: 'Unknown field: extra0' });
    // A slip of 1,000 entries (the contract's most) is far within both limits.
    const p = await registerAndLogin(t);
    const entries = Array.from({ length: 1000 }, (_, i) => ({ points: 10, digits: String(i % 10) }));
    const slip = await p.api.POST('/api-submit-bid', { body: slipBody('999999', 'Single Ank', 'Open', entries) });
    expect(slip.response.status).toBe(200);
    expect(slip.data).toMatchObject({ status: false, code: 'UNKNOWN_GAME' });
  });

  it.skipIf(skip)('refuses reasons and notices with nothing visible, direction overrides, and names that look like another', async () => {
    const operator = await makeOperator(t);
    const p = await registerAndLogin(t);
    const adjust = (reason: string) =>
      operator.api.POST('/admin/users/{user_id}/wallet-adjustments', { params: { path: { user_id: p.userId } }, body: { amount: 10, reason } });
    for (const reason of ['\u200b\u200b\u200b', '\u2800\u2800\u2800', '\u3164\u3164\u3164', 'Bonus \u202egnp.exe', 'Bad\u0007bell']) {
      const refused = await adjust(reason);
      expect(refused.response.status, JSON.stringify(reason)).toBe(422);
      expect(refused.error?.errors?.[0]?.field).toBe('reason');
    }
    expect((await adjust('Welcome bonus\nsecond line')).response.status).toBe(200);
    expect((await adjust('स्वागत बोनस 🎉')).response.status).toBe(200);
    const blank = await operator.api.POST('/admin/notifications', { body: { title: '\u200b\u200b', message: '\u200b\u200b' } });
    expect(blank.response.status).toBe(422);
    expect(blank.error?.msg).toBe('The title must be 2 to 100 characters, with something visible and no control or direction-override characters');
    const market = {
      family: 'daily' as const,
      open_time: '10:00',
      open_result_time: '10:15',
      close_time: '11:00',
      close_result_time: '11:15',
      weekdays: [1, 2],
    };
    const lookAlike = await operator.api.POST('/admin/markets', { body: { ...market, name: 'LOOK ALIKE\u200b' } });
    expect(lookAlike.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      msg: 'The name needs a letter or digit, no spaces at its ends, and no control or invisible characters',
    });
    expect((await operator.api.POST('/admin/markets', { body: { ...market, name: 'LOOK ALIKE' } })).response.status).toBe(200);
    const payee = await operator.api.PATCH('/admin/settings', { body: { payee_name: '   ' } });
    expect(payee.response.status).toBe(422);
    // Nothing of the refused calls was stored: one adjustment, no announcement.
    expect((await p.api.POST('/api-wallet-transaction-history', { body: {} })).data?.transaction_history).toHaveLength(2);
    expect((await operator.api.GET('/admin/notifications', {})).data?.items ?? []).toEqual([]);
  });

  it.skipIf(skip)('refuses payee details and deposit descriptions that read reversed or look empty, and stores nothing', async () => {
    const p = await registerAndLogin(t);
    const bank = { ac_holder_name: 'Ravi Kumar', ac_number: '001234567890', ifsc_code: 'SBIN0001234', bank_name: 'State Bank', branch_address: 'Andheri East' };
    for (const [field, value] of [
      ['bank_name', '\u202eIBS knaB'],
      ['bank_name', '\u200bSBI'],
      ['bank_name', '\u3164\u3164\u3164'],
      ['branch_address', '\u200b\u200b\u200b'],
      ['branch_address', '\u202e\u202e\u202e'],
    ] as const) {
      const refused = await p.api.POST('/api-add-user-bank-details', { body: { ...bank, [field]: value } });
      expect(refused.response.status, JSON.stringify(value)).toBe(422);
      expect(refused.error?.errors?.[0]?.field, JSON.stringify(value)).toBe(field);
    }
    expect((await p.api.POST('/api-get-user-payment-details', { body: {} })).data?.payment_details).toEqual([]);
    expect((await p.api.POST('/api-add-user-bank-details', { body: { ...bank, branch_address: 'Plot 5, M.G. Road' } })).response.status).toBe(200);

    const operator = await makeOperator(t);
    await operator.api.PATCH('/admin/settings', { body: { min_deposit: 100, max_deposit: 50000 } });
    const receipt = await pngOf(40, 40);
    for (const [n, description] of ['\u202e', '\u200b\u200b', 'Paid \u202egnp.exe'].entries()) {
      const fund = await sendFundRequest(
        t,
        p.token,
        { request_amount: '200', request_description: description, request_number: `80000${n}1`, insert_date: '2026/11/21' },
        { data: receipt, name: 'r.png', type: 'image/png' },
      );
      expect(fund.status, JSON.stringify(description)).toBe(422);
      expect(fund.body.msg).toBe('Description must hold visible text, without direction overrides');
    }
    expect((await p.api.POST('/api-fund-request-history', { body: {} })).data?.fund_data).toEqual([]);
    const plain = await sendFundRequest(
      t,
      p.token,
      { request_amount: '200', request_description: 'UPI से भुगतान\nRef 42', request_number: '8000099', insert_date: '2026/11/21' },
      { data: receipt, name: 'r.png', type: 'image/png' },
    );
    expect(plain.status).toBe(200);
  });

  it.skipIf(skip)('refuses NUL characters in any text field with 422 and stores nothing', async () => {
    const player = newPlayer({ name: 'Ab\u0000cd' });
    const reg = await t.api().POST('/api-user-registration', { body: player });
    expect(reg.response.status).toBe(422);
    expect(reg.error).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'name' }] });
    const p = await registerAndLogin(t);
    const update = await p.api.POST('/api-profile-update', { body: { user_name: 'New\u0000Name' } });
    expect(update.response.status).toBe(422);
    expect(update.error?.msg).toBe(NUL_MSG);
    const enquiry = await p.api.POST('/api-submit-contact-us', { body: { enquiry: 'hello\u0000there' } as never });
    expect(enquiry.response.status).toBe(422);
    expect(enquiry.error?.msg).toBe(NUL_MSG);
    const login = await t.api().POST('/api-user-login', { body: { mobile: p.mobile, password: 'pw\u0000' } });
    expect(login.response.status).toBe(422);
    expect(login.error?.msg).toBe(NUL_MSG);
    const operator = await makeOperator(t);
    await operator.api.PATCH('/admin/settings', { body: { min_deposit: 100, max_deposit: 50000 } });
    const receipt = await pngOf(40, 40);
    const fund = await sendFundRequest(
      t,
      p.token,
      { request_amount: '200', request_description: 'Paid\u0000by UPI', request_number: 'NUL-1', insert_date: '2026/11/21' },
      { data: receipt, name: 'r.png', type: 'image/png' },
    );
    expect(fund.status).toBe(422);
    expect(fund.body.msg).toBe(NUL_MSG);
    const settings = await operator.api.PATCH('/admin/settings', { body: { payee_name: 'Pay\u0000ee' } });
    expect(settings.response.status).toBe(422);
    expect(settings.error?.msg).toBe(NUL_MSG);
    expect((await deposit(t, p.token, 200, receipt)).status).toBe(200);
  });

  it.skipIf(skip)('refuses a JSON body holding a key twice (an amount, a bid number) with 422 naming it, and changes nothing', async () => {
    t.clock.set(ist('2026-11-23T10:00:00'));
    const operator = await makeOperator(t);
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    const market = await createMarket(operator, 'TWICE KEYS', ['15:45', '16:00', '17:45', '18:00']);
    const post = (path: string, token: string, text: string) =>
      fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: text });

    const slip = await post(
      '/api-submit-bid',
      p.token,
      `{"new_result":{"gameid":"${market}","Gamename":"TWICE KEYS","pana":"Single Ank","session":"Open","totalbit":10,"result":[{"points":10,"digits":"5","digits":"7","session":"Open","closedigits":""}]}}`,
    );
    expect(slip.status).toBe(422);
    expect(await slip.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'new_result.result.0.digits', message: 'The field new_result.result.0.digits is sent more than once: send it once.' }],
    });
    const adjustment = await post(`/admin/users/${p.userId}/wallet-adjustments`, operator.token, '{"amount":10,"amount":-10,"reason":"twice"}');
    expect(adjustment.status).toBe(422);
    expect(await adjustment.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'amount' }] });
    // As before, a body that would reach an object's prototype is refused.
    for (const text of ['{"__proto__":{"amount":10},"reason":"proto"}', '{"constructor":{"prototype":{"amount":10}},"reason":"proto"}']) {
      const poisoned = await post(`/admin/users/${p.userId}/wallet-adjustments`, operator.token, text);
      expect(poisoned.status, text).toBe(422);
      expect(await poisoned.json()).toMatchObject({ code: 'VALIDATION_FAILED', msg: 'The request body is not valid JSON.' });
    }
    expect(await balanceOf(p)).toBe(1000);
    expect((await p.api.POST('/api-bid-history-data', { body: { bid_from: '2026-11-23', bid_to: '2026-11-23' } })).data?.bid_data).toEqual([]);
    // Bodies that hold each key once are read as before; so is a key that is only repeated in another object.
    expect(
      (
        await bid(p, market, 'Single Ank', 'Open', [
          { points: 10, digits: '5' },
          { points: 10, digits: '7' },
        ])
      ).data?.status,
    ).toBe(true);
    expect(await balanceOf(p)).toBe(980);
  });
});

describe.each(dialects())('behind a proxy on $dialect', ({ dialect, skip }) => {
  /** A login posted as a browser at https://play.example.com, through a proxy that sends its upstream address as Host. */
  const viaProxy = (t: TestApp, forwarded: boolean, origin = 'https://play.example.com') =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${t.baseUrl}/api-user-login`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin,
            ...(forwarded ? { 'x-forwarded-host': 'play.example.com', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } : {}),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ mobile: '9000000000', password: 'not-the-password' }));
    });

  it.skipIf(skip)("takes the browser's host from a trusted proxy's X-Forwarded-Host, and from nobody else", async () => {
    const trusting = await startTestApp(dialect, { env: { TRUST_PROXY: '127.0.0.1', ALLOWED_HOSTS: 'play.example.com' } });
    const plain = await startTestApp(dialect, { env: { ALLOWED_HOSTS: '127.0.0.1' } });
    try {
      // Past the origin check: the login itself answers (wrong password, 200 with status 0).
      expect(await viaProxy(trusting, true)).toBe(200);
      expect(await viaProxy(trusting, false)).toBe(421);
      // The same host name served over plain HTTP is another site than this HTTPS one.
      expect(await viaProxy(trusting, true, 'http://play.example.com')).toBe(403);
      // Without TRUST_PROXY the header is anyone's to send: the origin is compared with the Host the server was called by.
      expect(await viaProxy(plain, true)).toBe(403);
    } finally {
      await trusting.close();
      await plain.close();
    }
  });
});

describe('a request whose body stalls', () => {
  /** Opens a connection that sends a slip's headers and the start of its body, then nothing; resolves when it closes. */
  async function stalledSlip(t: TestApp) {
    const p = await registerAndLogin(t);
    const { port } = new URL(t.origin);
    const socket = connect(Number(port), '127.0.0.1');
    const ended = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    socket.write(
      `POST /api/api-submit-bid HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${p.token}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"new_result":',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { ended };
  }

  it('does not hold the server when it stops: cut off a second into the close', async () => {
    const t = await startTestApp('sqlite');
    const { ended } = await stalledSlip(t);
    const started = Date.now();
    await t.close();
    await ended;
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('is ended with 408 once the request time has passed, not held open', async () => {
    const t = await startTestApp('sqlite', { env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    try {
      const started = Date.now();
      expect(await (await stalledSlip(t)).ended).toMatch(/^HTTP\/1\.1 408 /);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await t.close();
    }
  });
});
