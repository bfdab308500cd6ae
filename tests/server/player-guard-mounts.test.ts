/**
 * The operator's blocks and maintenance mode refuse a player's money operations (bids, fund requests and payment
 * slips, withdrawal requests) on every path that serves them: the `/api` paths, the API family's root paths
 * (`/api-submit-bid` ...), and whichever way the session arrives (a bearer header, the family's `unique_token` in a
 * JSON body or in an upload's form field). A refusal changes nothing.
 */
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createMarket, fund, ist, slipBody, type Player } from '../helpers/betting.ts';
import { BANK, nextTxnId, pngOf } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

const MONDAY = '2026-11-23';
const OPERATOR_REFUSAL = 'Operator accounts cannot place bids, add funds or withdraw. Please use a player account.';
const APP_KEY = 'guard-web-key';
const profiles = [{ app_key: APP_KEY, name: 'React web app (guard test)', status: 'boolean', half_sangam: 'unknown' }];
const MOUNTS = { api: '/api', root: '' } as const;
type Mount = keyof typeof MOUNTS;

describe.each(dialects())('player blocks on every path on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  let market: string;
  beforeAll(async () => {
    if (skip) return;
    // On disk, as the product runs: the session lookups then have their own reading connection.
    t = await startTestApp(dialect, { env: { CLIENT_PROFILES: JSON.stringify(profiles) }, sqliteOnDisk: true });
    t.clock.set(ist(`${MONDAY}T12:00:00`));
    operator = await makeOperator(t);
    market = await createMarket(operator, 'GUARD MARKET', ['15:45', '16:00', '17:45', '18:00']);
    await operator.api.PATCH('/admin/settings', { body: { upi_id: 'matka@upi', min_deposit: 100, max_deposit: 50000 } });
  });
  afterAll(async () => t?.close());

  /** A JSON call with the session as a bearer header, or as the family's `unique_token` in the body. */
  const postJson = async (mount: Mount, path: string, p: Player, body: Record<string, unknown>, via: 'header' | 'body') => {
    const sent = via === 'body' ? { ...body, env_type: 'Prod', app_key: APP_KEY, unique_token: p.token } : body;
    const res = await fetch(`${t.origin}${MOUNTS[mount]}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(via === 'header' ? { authorization: `Bearer ${p.token}` } : {}) },
      body: JSON.stringify(sent),
    });
    return { ...((await res.json()) as Record<string, unknown>), http: res.status };
  };
  /** A fund request with its receipt, the session as a bearer header or as a form field. */
  const postDeposit = async (mount: Mount, p: Player, via: 'header' | 'form') => {
    const form = new FormData();
    const fields = { request_amount: '500', request_description: 'Paid by UPI', request_number: nextTxnId(), insert_date: '2026/11/21' };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (via === 'form') for (const [k, v] of Object.entries({ env_type: 'Prod', app_key: APP_KEY, unique_token: p.token })) form.append(k, v);
    form.append('fund_payment_receipt', new Blob([new Uint8Array(await pngOf(40, 40))], { type: 'image/png' }), 'receipt.png');
    const res = await fetch(`${t.origin}${MOUNTS[mount]}/api-fund-request-add`, {
      method: 'POST',
      headers: via === 'header' ? { authorization: `Bearer ${p.token}` } : {},
      body: form,
    });
    return { ...((await res.json()) as Record<string, unknown>), http: res.status };
  };
  /** The API family's payment slip form (the same fund request), the session as a bearer header or as a form field. */
  const postSlip = async (mount: Mount, p: Player, via: 'header' | 'form') => {
    const form = new FormData();
    form.append('request_amount', '500');
    if (via === 'form') for (const [k, v] of Object.entries({ env_type: 'Prod', app_key: APP_KEY, unique_token: p.token })) form.append(k, v);
    form.append('payment_slip', new Blob([new Uint8Array(await pngOf(40, 40))], { type: 'image/png' }), 'slip.png');
    const res = await fetch(`${t.origin}${MOUNTS[mount]}/api-fund-payment-slip-upload`, {
      method: 'POST',
      headers: via === 'header' ? { authorization: `Bearer ${p.token}` } : {},
      body: form,
    });
    return { ...((await res.json()) as Record<string, unknown>), http: res.status };
  };
  /**
   * A request whose headers go at once and whose body comes in two parts, `between` running in the pause: what a
   * player's app on a slow link, or one holding a request open on purpose, sends.
   */
  const postSlowly = async (path: string, p: Player, body: Buffer, contentType: string, between: () => Promise<unknown>) => {
    const url = new URL(`${t.origin}/api${path}`);
    const req = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': body.length, authorization: `Bearer ${p.token}` },
    });
    const answer = new Promise<{ http: number } & Record<string, unknown>>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ ...(JSON.parse(text) as Record<string, unknown>), http: res.statusCode ?? 0 }));
      });
      req.on('error', reject);
    });
    req.write(body.subarray(0, 5));
    await between();
    await sleep(150);
    req.end(body.subarray(5));
    return answer;
  };
  const setStatus = (p: Player, body: { betting_blocked?: boolean; withdrawals_blocked?: boolean; suspended?: boolean }) =>
    operator.api.PATCH('/admin/players/{user_id}/status', { params: { path: { user_id: p.userId } }, body: { ...body, reason: 'Under review' } });
  const slip = () => slipBody(market, 'Single Ank', 'Open', [{ points: 10, digits: '1' }]);
  const withdrawal = { request_amount: 600, payment_method: 'Bank transfer' };
  const countOf = async (what: 'bids' | 'withdrawals' | 'fund-requests', p: Player) =>
    (await operator.api.GET(`/admin/${what}` as '/admin/bids', { params: { query: { user_id: p.userId } } })).data?.total;
  const ways = [
    ['api', 'header'],
    ['api', 'body'],
    ['root', 'header'],
    ['root', 'body'],
  ] as const;

  it.skipIf(skip)('a betting block refuses bids on every path and however the session is sent', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    await setStatus(p, { betting_blocked: true });
    for (const [mount, via] of ways) {
      for (const path of ['/api-submit-bid', '/api-starline-submit-bid']) {
        const reply = await postJson(mount, path, p, slip(), via);
        expect(reply, `${mount} ${path} ${via}`).toMatchObject({ status: false, code: 'BETTING_BLOCKED' });
      }
    }
    expect(await balanceOf(p)).toBe(1000);
    expect(await countOf('bids', p)).toBe(0);
    await setStatus(p, { betting_blocked: false });
    expect(await postJson('root', '/api-submit-bid', p, slip(), 'header')).toMatchObject({ status: true, code: 'OK' });
  });

  it.skipIf(skip)('a withdrawal block refuses withdrawal requests on every path and holds nothing', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    await setStatus(p, { withdrawals_blocked: true });
    for (const [mount, via] of ways) {
      const reply = await postJson(mount, '/api-user-withdraw-fund-request', p, withdrawal, via);
      expect(reply, `${mount} ${via}`).toMatchObject({ status: false, code: 'WITHDRAWALS_BLOCKED' });
    }
    expect(await balanceOf(p)).toBe(1000);
    expect(await countOf('withdrawals', p)).toBe(0);
  });

  it.skipIf(skip)('a block or a suspension made while a request body is still coming in refuses that request', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    const json = (body: object) => Buffer.from(JSON.stringify(body));
    // A slow body with nothing changed meanwhile is taken as any other.
    expect(await postSlowly('/api-submit-bid', p, json(slip()), 'application/json', async () => undefined)).toMatchObject({ http: 200, code: 'OK' });
    const blockBets = () => setStatus(p, { betting_blocked: true });
    expect(await postSlowly('/api-submit-bid', p, json(slip()), 'application/json', blockBets)).toMatchObject({
      http: 200,
      status: false,
      code: 'BETTING_BLOCKED',
    });
    const blockWithdrawals = () => setStatus(p, { withdrawals_blocked: true });
    const withdrawn = await postSlowly('/api-user-withdraw-fund-request', p, json(withdrawal), 'application/json', blockWithdrawals);
    expect(withdrawn).toMatchObject({ http: 200, status: false, code: 'WITHDRAWALS_BLOCKED' });
    // Suspended meanwhile: the session ended, so the upload is refused as a new request would be.
    const form = new FormData();
    form.append('request_amount', '500');
    form.append('payment_slip', new Blob([new Uint8Array(await pngOf(40, 40))], { type: 'image/png' }), 'slip.png');
    const encoded = new Response(form);
    const upload = Buffer.from(await encoded.arrayBuffer());
    const suspend = () => setStatus(p, { suspended: true });
    const uploaded = await postSlowly('/api-fund-payment-slip-upload', p, upload, encoded.headers.get('content-type') ?? '', suspend);
    expect(uploaded).toMatchObject({ http: 401 });
    const seen = await operator.api.GET('/admin/players/{user_id}', { params: { path: { user_id: p.userId } } });
    expect(seen.data?.player).toMatchObject({ wallet_balance: 990, suspended: true });
    expect(await countOf('bids', p)).toBe(1);
    expect(await countOf('withdrawals', p)).toBe(0);
    expect(await countOf('fund-requests', p)).toBe(0);
  });

  it.skipIf(skip)('an operator account places no bids and makes no fund or withdrawal requests, on any path', async () => {
    // Points the account held as a player stay untouched once it is an operator's.
    const other = await registerAndLogin(t);
    await fund(operator, other, 1000);
    await t.database.db.updateTable('users').set({ role: 'operator' }).where('id', '=', Number(other.userId)).execute();
    await other.api.POST('/api-add-user-bank-details', { body: BANK });
    const refusal = { http: 403, status: false, code: 'FORBIDDEN', msg: OPERATOR_REFUSAL };
    for (const [mount, via] of ways) {
      for (const path of ['/api-submit-bid', '/api-starline-submit-bid']) {
        expect(await postJson(mount, path, other, slip(), via), `${mount} ${path} ${via}`).toMatchObject(refusal);
      }
      expect(await postJson(mount, '/api-user-withdraw-fund-request', other, withdrawal, via), `withdraw ${mount} ${via}`).toMatchObject(refusal);
    }
    for (const mount of ['api', 'root'] as const) {
      for (const via of ['header', 'form'] as const) {
        expect(await postDeposit(mount, other, via), `deposit ${mount} ${via}`).toMatchObject(refusal);
        expect(await postSlip(mount, other, via), `payment slip ${mount} ${via}`).toMatchObject(refusal);
      }
    }
    expect(await balanceOf(other)).toBe(1000);
    expect(await countOf('bids', other)).toBe(0);
    expect(await countOf('withdrawals', other)).toBe(0);
    expect(await countOf('fund-requests', other)).toBe(0);
    // Reading is still allowed: the operator sees the player screens' data.
    expect(await postJson('api', '/api-user-wallet-balance', other, {}, 'header')).toMatchObject({ status: true });
  });

  it.skipIf(skip)('maintenance refuses bids, withdrawals, fund requests and payment slips on every path', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    await p.api.POST('/api-add-user-bank-details', { body: BANK });
    await operator.api.PATCH('/admin/settings', { body: { maintenance_mode: true, maintenance_message: 'Back at 2 PM.' } });
    try {
      const refusal = { http: 200, status: false, code: 'MAINTENANCE', msg: 'Back at 2 PM.' };
      for (const [mount, via] of ways) {
        expect(await postJson(mount, '/api-submit-bid', p, slip(), via), `bid ${mount} ${via}`).toMatchObject(refusal);
        expect(await postJson(mount, '/api-user-withdraw-fund-request', p, withdrawal, via), `withdraw ${mount} ${via}`).toMatchObject(refusal);
      }
      for (const mount of ['api', 'root'] as const) {
        for (const via of ['header', 'form'] as const) {
          expect(await postDeposit(mount, p, via), `deposit ${mount} ${via}`).toMatchObject(refusal);
          expect(await postSlip(mount, p, via), `payment slip ${mount} ${via}`).toMatchObject(refusal);
        }
      }
      expect(await balanceOf(p)).toBe(1000);
      expect(await countOf('bids', p)).toBe(0);
      expect(await countOf('withdrawals', p)).toBe(0);
      expect(await countOf('fund-requests', p)).toBe(0);
    } finally {
      await operator.api.PATCH('/admin/settings', { body: { maintenance_mode: false } });
    }
    // Once maintenance ends, the same uploads with the session in their form are taken.
    expect(await postDeposit('root', p, 'form')).toMatchObject({ status: true });
    expect(await postSlip('root', p, 'form')).toMatchObject({ status: true });
  });
});
