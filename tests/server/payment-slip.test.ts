/**
 * The API family's payment slip form (/api-fund-payment-slip-upload): a fund request made from the amount and the
 * receipt image, with the transaction id optional, checked and stored exactly as /api-fund-request-add does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposit, nextTxnId, pngOf, storedReceipts } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

type Player = Awaited<ReturnType<typeof registerAndLogin>>;

const APP_KEY = 'smg-android-key';
const profiles = [{ app_key: APP_KEY, name: 'Android app (SMG0077)', status: 'boolean', half_sangam: 'open-ank-close-panna' }];

interface SlipOptions {
  bearer?: string;
  file?: { data: Buffer; name?: string; type?: string } | null;
  headers?: Record<string, string>;
}

async function sendSlip(t: TestApp, fields: Record<string, string>, { bearer, file, headers = {} }: SlipOptions = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('payment_slip', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'multipart/form-data' }), file.name ?? 'slip.jpg');
  const res = await fetch(`${t.origin}/api-fund-payment-slip-upload`, {
    method: 'POST',
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.each(dialects())('payment slip upload on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  let photo: Buffer;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect, { env: { CLIENT_PROFILES: JSON.stringify(profiles) } });
    operator = await makeOperator(t);
    photo = await pngOf(120, 200);
    await operator.api.PATCH('/admin/settings', { body: { upi_id: 'matka@upi', min_deposit: 100, max_deposit: 50000 } });
  });
  afterAll(async () => t?.close());

  const slip = (p: Player, extra: Record<string, string> = {}) => ({
    unique_token: p.token,
    request_amount: '500',
    env_type: 'Prod',
    app_key: APP_KEY,
    ...extra,
  });

  const requestsOf = async (p: Player) => (await operator.api.GET('/admin/fund-requests', { params: { query: { user_id: p.userId } } })).data?.items ?? [];

  it.skipIf(skip)("takes the app's form (token in a field, no transaction id) as a pending request, and credits it once on approval", async () => {
    const p = await registerAndLogin(t);
    const first = await sendSlip(t, slip(p), { file: { data: photo } });
    expect(first).toMatchObject({ status: 200, body: { status: true, code: 'OK' } });
    const second = await sendSlip(t, slip(p), { file: { data: photo } });
    expect(second.body).toMatchObject({ status: true, code: 'OK' });
    const items = await requestsOf(p);
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).toMatchObject({ amount: 500, status: 'pending', transaction_id: '', description: 'Payment slip', receiver_upi_id: 'matka@upi' });
      // Two requests without a transaction id are not duplicates of each other.
      expect(item.duplicate_transaction).toBe(false);
    }
    const receipt = await fetch(`${t.baseUrl}/receipts/${items[0]!.id}`, { headers: { authorization: `Bearer ${p.token}` } });
    expect(receipt.status).toBe(200);
    expect(Buffer.from(await receipt.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const approve = await operator.api.POST('/admin/fund-requests/{request_id}/approve', { params: { path: { request_id: items[0]!.id } }, body: {} });
    expect(approve.data?.status).toBe(true);
    const again = await operator.api.POST('/admin/fund-requests/{request_id}/approve', { params: { path: { request_id: items[0]!.id } }, body: {} });
    expect(again.data?.status).not.toBe(true);
    const profile = await p.api.POST('/api-get-profile', { body: {} });
    expect(profile.data?.profile[0]?.wallet_balance).toBe(500);
  });

  it.skipIf(skip)('the spec client may send it with a bearer session and a transaction id, which is then used once only', async () => {
    const p = await registerAndLogin(t);
    const txn = nextTxnId();
    const ok = await sendSlip(
      t,
      { request_amount: '300', request_number: txn, request_description: 'Paid by PhonePe' },
      { bearer: p.token, file: { data: photo, type: 'image/png' } },
    );
    expect(ok.body).toMatchObject({ status: true });
    expect((await requestsOf(p))[0]).toMatchObject({ amount: 300, transaction_id: txn, description: 'Paid by PhonePe' });
    const reused = await sendSlip(t, { request_amount: '300', request_number: txn }, { bearer: p.token, file: { data: photo } });
    expect(reused.body).toMatchObject({ status: false, code: 'DUPLICATE_TRANSACTION' });
    // The same transaction id on the contract's own form is refused too.
    const q = await registerAndLogin(t);
    const form = new FormData();
    for (const [k, v] of Object.entries({ request_amount: '300', request_description: 'Paid', request_number: txn })) form.append(k, v);
    form.append('fund_payment_receipt', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'r.png');
    const res = await fetch(`${t.baseUrl}/api-fund-request-add`, { method: 'POST', headers: { authorization: `Bearer ${q.token}` }, body: form });
    expect(await res.json()).toMatchObject({ status: false, code: 'DUPLICATE_TRANSACTION' });
  });

  it.skipIf(skip)('refuses what /api-fund-request-add refuses, and stores nothing', async () => {
    const p = await registerAndLogin(t);
    const before = (await storedReceipts(t)).length;
    const noFile = await sendSlip(t, slip(p), { file: null });
    expect(noFile.status).toBe(422);
    const notImage = await sendSlip(t, slip(p), { file: { data: Buffer.from('<html><script>alert(1)</script></html>') } });
    expect(notImage).toMatchObject({ status: 422, body: { msg: 'The file must be a PNG, JPEG or WebP image.' } });
    const big = await pngOf(4001, 4000);
    const tooBig = await sendSlip(t, slip(p), { file: { data: big } });
    expect(tooBig).toMatchObject({ status: 422, body: { msg: 'The image is too large: at most 16 megapixels.' } });
    const low = await sendSlip(t, slip(p, { request_amount: '50' }), { file: { data: photo } });
    expect(low.body).toMatchObject({ status: false, code: 'AMOUNT_OUT_OF_RANGE' });
    const fraction = await sendSlip(t, slip(p, { request_amount: '10.5' }), { file: { data: photo } });
    expect(fraction.status).toBe(422);
    // Not a form at all: the refusal names what the upload takes.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await fetch(`${t.baseUrl}/api-fund-payment-slip-upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${p.token}`, 'content-type': type },
        body: 'request_amount=500',
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ status: false, code: 'UNSUPPORTED_MEDIA_TYPE', msg: 'Send the form as multipart/form-data.' });
    }
    expect(await requestsOf(p)).toHaveLength(0);
    expect((await storedReceipts(t)).length).toBe(before);
  });

  it.skipIf(skip)('needs a session (a field token of a live session, or a bearer), and the player may not name another player', async () => {
    const p = await registerAndLogin(t);
    const q = await registerAndLogin(t);
    const none = await sendSlip(t, { request_amount: '500', app_key: APP_KEY }, { file: { data: photo } });
    expect(none.status).toBe(401);
    const wrong = await sendSlip(t, slip(p, { unique_token: 'x'.repeat(43) }), { file: { data: photo } });
    expect(wrong.status).toBe(401);
    const spec = await sendSlip(t, { request_amount: '500' }, { file: { data: photo } });
    expect(spec.status).toBe(401);
    const forged = await sendSlip(t, slip(q, { user_id: p.userId }), { file: { data: photo } });
    expect(forged.status).toBe(403);
    // The spec client stays strict: a field the contract does not know is refused.
    const strict = await sendSlip(t, { request_amount: '500', env_type: 'Prod' }, { bearer: p.token, file: { data: photo } });
    expect(strict.status).toBe(422);
    expect(await requestsOf(p)).toHaveLength(0);
    expect(await requestsOf(q)).toHaveLength(0);
  });

  it.skipIf(skip)('counts against the same pending cap as other fund requests, and a retry with the same key is stored once', async () => {
    const p = await registerAndLogin(t);
    const key = { 'idempotency-key': 'slip-retry-0001' };
    const a = await sendSlip(t, slip(p), { file: { data: photo }, headers: key });
    const b = await sendSlip(t, slip(p), { file: { data: photo }, headers: key });
    expect(b.body).toEqual(a.body);
    expect(await requestsOf(p)).toHaveLength(1);
    for (let i = 0; i < 4; i += 1) expect((await deposit(t, p.token, 200, photo)).body).toMatchObject({ status: true });
    const sixth = await sendSlip(t, slip(p), { file: { data: photo } });
    expect(sixth.body).toMatchObject({ status: false, code: 'TOO_MANY_PENDING' });
  });
});
