/** Deposits: fund request with receipt, operator approval or rejection exactly once, receipts kept private. */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposit, nextTxnId, pngOf, sendFundRequest, storedReceipts } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

type Player = Awaited<ReturnType<typeof registerAndLogin>>;

/** A PNG with an extra text chunk inserted after IHDR. */
function withTextChunk(png: Buffer, text: string): Buffer {
  const data = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(`Comment\0${text}`, 'latin1')]);
  const chunk = Buffer.alloc(data.length + 8);
  chunk.writeUInt32BE(data.length - 4, 0);
  data.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(data), data.length + 4);
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

describe.each(dialects())('fund requests on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  let receipt: Buffer;
  /** The next fund request to reach its checks waits there until released. */
  let hold: { reached: () => void; release: Promise<void> } | undefined;
  beforeAll(async () => {
    if (skip) return;
    const beforeFundRequestChecks = async () => {
      const h = hold;
      if (!h) return;
      hold = undefined;
      h.reached();
      await h.release;
    };
    // On a file, as the product runs: the deposits list is then read in the read worker (server/db/read-worker.ts).
    t = await startTestApp(dialect, { hooks: { beforeFundRequestChecks }, sqliteOnDisk: true });
    operator = await makeOperator(t);
    receipt = await pngOf(60, 40);
    await operator.api.PATCH('/admin/settings', { body: { payee_name: 'Matka Payments', upi_id: 'matka@upi', min_deposit: 100, max_deposit: 50000 } });
  });
  afterAll(async () => t?.close());

  const balanceOf = async (p: Player) => (await p.api.POST('/api-get-profile', { body: {} })).data?.profile[0]?.wallet_balance;

  it.skipIf(skip)('shows where to pay', async () => {
    const res = await t.api().POST('/api-admin-bank-details', { body: {} });
    expect(res.data).toMatchObject({
      bank_details: [{ ac_holder_name: 'Matka Payments', upi_payment_id: 'matka@upi', qr_image: '' }],
      min_deposit: 100,
      max_deposit: 50000,
    });
  });

  it.skipIf(skip)('a request stays pending until approved, then credits once with a passbook entry and a notification', async () => {
    const p = await registerAndLogin(t);
    const sent = await deposit(t, p.token, 500, receipt);
    expect(sent.body).toMatchObject({ status: true, code: 'OK' });
    const requestId = String(sent.body.request_id);
    const history = await p.api.POST('/api-fund-request-history', { body: {} });
    expect(history.data?.fund_data[0]).toMatchObject({
      request_id: requestId,
      request_amount: 500,
      request_status: 'pending',
      receiver_upi_id: 'matka@upi',
      user_name: p.name,
      mobile: p.mobile,
    });
    expect(await balanceOf(p)).toBe(0);

    const approved = await operator.api.POST('/admin/fund-requests/{request_id}/approve', {
      params: { path: { request_id: requestId } },
      body: { note: 'Seen in bank' },
    });
    expect(approved.data).toMatchObject({ status: true, request: { status: 'approved', amount: 500, remark: 'Seen in bank', decided_by: operator.userId } });
    expect(await balanceOf(p)).toBe(500);

    const again = await operator.api.POST('/admin/fund-requests/{request_id}/approve', { params: { path: { request_id: requestId } }, body: {} });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ code: 'ALREADY_DECIDED', msg: 'This request was already approved.' });
    const reject = await operator.api.POST('/admin/fund-requests/{request_id}/reject', {
      params: { path: { request_id: requestId } },
      body: { reason: 'too late' },
    });
    expect(reject.response.status).toBe(409);
    expect(await balanceOf(p)).toBe(500);

    const passbook = await p.api.POST('/api-wallet-transaction-history', { body: {} });
    expect(passbook.data?.transaction_history).toEqual([
      expect.objectContaining({ amount: 500, tx_request_number: `FR-${requestId}`, amount_status: 'Deposit approved', direction: 'in', balance_after: 500 }),
    ]);
    expect(passbook.data?.in_history).toHaveLength(1);
    expect(passbook.data?.out_history).toEqual([]);
    const notes = await p.api.POST('/api-get-notification', { body: {} });
    expect(notes.data?.notification[0]).toMatchObject({ kind: 'fund_approved', title: 'Fund request approved' });
    const log = await operator.api.GET('/admin/audit-log', {});
    expect(log.data?.items).toContainEqual(
      expect.objectContaining({
        action: 'fund_request.approve',
        target_id: requestId,
        actor_id: operator.userId,
        details: { amount: 500, note: 'Seen in bank' },
      }),
    );
  });

  it.skipIf(skip)('a rejection credits nothing and tells the player why', async () => {
    const p = await registerAndLogin(t);
    const sent = await deposit(t, p.token, 300, receipt);
    const requestId = String(sent.body.request_id);
    const rejected = await operator.api.POST('/admin/fund-requests/{request_id}/reject', {
      params: { path: { request_id: requestId } },
      body: { reason: 'No such payment' },
    });
    expect(rejected.data?.request).toMatchObject({ status: 'rejected', remark: 'No such payment' });
    expect(await balanceOf(p)).toBe(0);
    const history = await p.api.POST('/api-fund-request-history', { body: {} });
    expect(history.data?.fund_data[0]).toMatchObject({ request_status: 'rejected', remark: 'No such payment' });
    const approve = await operator.api.POST('/admin/fund-requests/{request_id}/approve', { params: { path: { request_id: requestId } }, body: {} });
    expect(approve.response.status).toBe(409);
    expect(await balanceOf(p)).toBe(0);
    const log = await operator.api.GET('/admin/audit-log', { params: { query: { action: 'fund_request.reject' } } });
    expect(log.data?.items.find((e) => e.target_id === requestId)?.details).toEqual({ amount: 300, reason: 'No such payment' });
  });

  it.skipIf(skip)('20 concurrent approvals of one request credit it once', async () => {
    const p = await registerAndLogin(t);
    const requestId = String((await deposit(t, p.token, 700, receipt)).body.request_id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        operator.api.POST('/admin/fund-requests/{request_id}/approve', { params: { path: { request_id: requestId } }, body: {} }),
      ),
    );
    expect(results.filter((r) => r.response.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.response.status === 409)).toHaveLength(19);
    expect(await balanceOf(p)).toBe(700);
    const entries = await t.database.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', Number(p.userId)).execute();
    expect(entries).toHaveLength(1);
  });

  it.skipIf(skip)('a transaction id is accepted once across all players, even when sent at the same moment', async () => {
    const [a, b] = [await registerAndLogin(t), await registerAndLogin(t)];
    const fields = { request_amount: '200', request_description: 'UPI', request_number: nextTxnId() };
    const file = { data: receipt, name: 'r.png', type: 'image/png' };
    expect((await sendFundRequest(t, a.token, fields, file)).body.status).toBe(true);
    const second = await sendFundRequest(t, b.token, fields, file);
    expect(second.body).toEqual({ status: false, code: 'DUPLICATE_TRANSACTION', msg: 'This transaction id has already been used' });

    const raceFields = { ...fields, request_number: nextTxnId() };
    const race = await Promise.all(Array.from({ length: 10 }, (_, i) => sendFundRequest(t, (i % 2 ? a : b).token, raceFields, file)));
    expect(race.filter((r) => r.body.status === true)).toHaveLength(1);
    expect(race.filter((r) => r.body.code === 'DUPLICATE_TRANSACTION')).toHaveLength(9);
    const rows = await t.database.db.selectFrom('fund_requests').select('id').where('txn_id', '=', raceFields.request_number).execute();
    expect(rows).toHaveLength(1);
  });

  it.skipIf(skip)('a retried request with the same Idempotency-Key is stored once', async () => {
    const p = await registerAndLogin(t);
    const fields = { request_amount: '250', request_description: 'retry', request_number: nextTxnId() };
    const file = { data: receipt, name: 'r.png', type: 'image/png' };
    const headers = { 'idempotency-key': `fund-${nextTxnId()}` };
    const first = await sendFundRequest(t, p.token, fields, file, headers);
    const retries = await Promise.all(Array.from({ length: 5 }, () => sendFundRequest(t, p.token, fields, file, headers)));
    for (const r of retries) expect(r.body).toEqual(first.body);
    const other = await sendFundRequest(t, p.token, { ...fields, request_amount: '260' }, file, headers);
    expect(other.status).toBe(409);
    expect((await p.api.POST('/api-fund-request-history', { body: {} })).data?.fund_data).toHaveLength(1);
  });

  it.skipIf(skip)("a sending that found no stored answer before the first one's record was made gets the first one's answer", async () => {
    const p = await registerAndLogin(t);
    const fields = { request_amount: '250', request_description: 'sent twice', request_number: nextTxnId() };
    const file = { data: receipt, name: 'r.png', type: 'image/png' };
    const headers = { 'idempotency-key': `fund-twice-${nextTxnId()}` };
    let reached!: () => void;
    let release!: () => void;
    const atChecks = new Promise<void>((resolve) => (reached = resolve));
    hold = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
    const held = sendFundRequest(t, p.token, fields, file, headers);
    await atChecks;
    const other = await sendFundRequest(t, p.token, fields, file, headers);
    expect(other.body).toMatchObject({ status: true, code: 'OK' });
    release();
    // Its checks now find the transaction id used by that very request: it answers as that request did.
    expect((await held).body).toEqual(other.body);
    expect((await p.api.POST('/api-fund-request-history', { body: {} })).data?.fund_data).toHaveLength(1);
  });

  it.skipIf(skip)('refuses amounts outside the operator limits and missing fields', async () => {
    const p = await registerAndLogin(t);
    const low = await deposit(t, p.token, 99, receipt);
    expect(low.body).toMatchObject({ status: false, code: 'AMOUNT_OUT_OF_RANGE', msg: 'The amount must be between 100 and 50,000 points' });
    const high = await deposit(t, p.token, 50001, receipt);
    expect(high.body.code).toBe('AMOUNT_OUT_OF_RANGE');
    const noFile = await sendFundRequest(t, p.token, { request_amount: '200', request_description: 'x', request_number: nextTxnId() });
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors).toContainEqual({ field: 'fund_payment_receipt', message: 'fund_payment_receipt is required' });
    const letters = await sendFundRequest(
      t,
      p.token,
      { request_amount: '2OO', request_description: 'x', request_number: 'abc' },
      { data: receipt, name: 'r.png', type: 'image/png' },
    );
    expect(letters.status).toBe(422);
    expect(letters.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'request_amount', message: 'Amount must be a whole number of points' },
        { field: 'request_number', message: 'Transaction id must be 6 to 30 digits' },
      ]),
    );
    const asJson = await fetch(`${t.baseUrl}/api-fund-request-add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ request_amount: '200' }),
    });
    // JSON is read (a request with a UTR only, see fund-request-utr.test.ts) and refused for the missing transaction id.
    expect(asJson.status).toBe(422);
  });

  it.skipIf(skip)('answers a truncated form with 422, not a server error', async () => {
    const p = await registerAndLogin(t);
    const boundary = 'x-boundary-1';
    const body = `--${boundary}\r\ncontent-disposition: form-data; name="request_amount"\r\n\r\n200\r\n--${boundary}\r\ncontent-disposition: form-data; name="fund_payment_receipt"; filename="r.png"\r\ncontent-type: image/png\r\n\r\n\x89PNG`;
    const res = await fetch(`${t.baseUrl}/api-fund-request-add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${p.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', msg: 'The form could not be read. Please send it again.' });
  });

  it.skipIf(skip)('refuses an upload without a session before reading its form (no installed app sends one in a field here)', async () => {
    // The form starts and never ends: the answer can only come before the body is read.
    const url = new URL(`${t.baseUrl}/api-fund-request-add`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=b1', 'content-length': 5_000_000 },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', reject);
      req.setTimeout(5_000, () => reject(new Error('no answer while the form was still coming')));
      req.write('--b1\r\ncontent-disposition: form-data; name="fund_payment_receipt"; filename="r.png"\r\ncontent-type: image/png\r\n\r\n');
    });
    expect(status).toBe(401);
  });

  it.skipIf(skip)('refuses a form field sent twice (which amount was meant cannot be told) and stores nothing', async () => {
    const p = await registerAndLogin(t);
    const res = await sendFundRequest(
      t,
      p.token,
      { request_amount: ['500', '100000'], request_description: 'x', request_number: nextTxnId() },
      { data: receipt, name: 'r.png', type: 'image/png' },
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', msg: 'The field request_amount is sent more than once: send it once.' });
    expect((await p.api.POST('/api-fund-request-history', { body: {} })).data?.fund_data).toEqual([]);
  });

  it.skipIf(skip)("refuses another player's user_id in the form", async () => {
    const [a, b] = [await registerAndLogin(t), await registerAndLogin(t)];
    const res = await sendFundRequest(
      t,
      b.token,
      { request_amount: '200', request_description: 'x', request_number: nextTxnId(), user_id: a.userId },
      { data: receipt, name: 'r.png', type: 'image/png' },
    );
    expect(res.status).toBe(403);
    expect((await a.api.POST('/api-fund-request-history', { body: {} })).data?.fund_data).toEqual([]);
  });

  it.skipIf(skip)('serves a receipt as a re-encoded JPEG to its owner and operators only', async () => {
    const [owner, other] = [await registerAndLogin(t), await registerAndLogin(t)];
    const requestId = String((await deposit(t, owner.token, 150, await pngOf(120, 80, '#ff0000'))).body.request_id);
    const get = (token: string) => fetch(`${t.baseUrl}/receipts/${requestId}`, { headers: { authorization: `Bearer ${token}` } });
    const mine = await get(owner.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    expect((await get(operator.token)).status).toBe(200);
    expect((await get(other.token)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/receipts/${requestId}`)).status).toBe(401);
  });

  it.skipIf(skip)('refuses bad receipts with a clear message and stores nothing', async () => {
    const p = await registerAndLogin(t);
    const png = await pngOf(40, 30);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const corruptJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 7), Buffer.from([0xff, 0xd9])]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: Array<[string, FilePartLike, number, string]> = [
      [
        'a text file named .png',
        { data: Buffer.from('just some text'), name: 'receipt.png', type: 'image/png' },
        422,
        'The file must be a PNG, JPEG or WebP image.',
      ],
      [
        'an HTML page sent as image/png',
        { data: Buffer.from('<!doctype html><script>alert(1)</script>'), name: 'r.png', type: 'image/png' },
        422,
        'The file must be a PNG, JPEG or WebP image.',
      ],
      [
        'a PNG with HTML appended',
        { data: Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]), name: 'r.png', type: 'image/png' },
        422,
        'The image has extra data after its end and was refused.',
      ],
      [
        'a PNG carrying a script in a text chunk',
        { data: withTextChunk(png, '<script>alert(1)</script>'), name: 'r.png', type: 'image/png' },
        422,
        'The image contains web page code and was refused.',
      ],
      [
        'a corrupt JPEG',
        { data: corruptJpeg, name: 'r.jpg', type: 'image/jpeg' },
        422,
        'The image could not be read. Please upload a clear screenshot or photo.',
      ],
      [
        'an image wider than 6000 pixels',
        { data: await pngOf(6001, 2), name: 'r.png', type: 'image/png' },
        422,
        'The image is too large: at most 6000 x 6000 pixels.',
      ],
      [
        'a file over 5 MB',
        { data: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), name: 'r.png', type: 'image/png' },
        413,
        'The image must be at most 5 MB.',
      ],
      ['an empty file', { data: Buffer.alloc(0), name: 'r.png', type: 'image/png' }, 422, 'The image file is empty.'],
      ['a GIF', { data: gif, name: 'r.gif', type: 'image/gif' }, 422, 'The file must be a PNG, JPEG or WebP image.'],
      ['an SVG with a script', { data: svg, name: 'r.svg', type: 'image/svg+xml' }, 422, 'The file must be a PNG, JPEG or WebP image.'],
      [
        'a PDF named .jpg',
        { data: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), name: 'r.jpg', type: 'image/jpeg' },
        422,
        'The file must be a PNG, JPEG or WebP image.',
      ],
    ];
    for (const [label, file, status, msg] of cases) {
      const res = await sendFundRequest(t, p.token, { request_amount: '200', request_description: label, request_number: nextTxnId() }, file);
      expect(res.status, label).toBe(status);
      expect(res.body.msg, label).toBe(msg);
    }
    expect((await p.api.POST('/api-fund-request-history', { body: {} })).data?.fund_data).toEqual([]);
    const rows = await t.database.db.selectFrom('fund_requests').select('id').where('user_id', '=', Number(p.userId)).execute();
    expect(rows).toEqual([]);
    const receiptsBefore = (await storedReceipts(t)).length;
    const rowsTotal = await t.database.db.selectFrom('fund_requests').select('id').execute();
    expect(receiptsBefore).toBe(rowsTotal.length);
  });

  it.skipIf(skip)('lets an operator set the QR image, which everyone can then load', async () => {
    const form = new FormData();
    form.append('qr_image', new Blob([new Uint8Array(await pngOf(200, 200, '#000000'))], { type: 'image/png' }), 'qr.png');
    const up = await fetch(`${t.baseUrl}/admin/settings/qr-image`, { method: 'PUT', headers: { authorization: `Bearer ${operator.token}` }, body: form });
    expect(up.status).toBe(200);
    const { qr_image } = (await up.json()) as { qr_image: string };
    expect(qr_image).toMatch(/^\/api\/settings\/qr-image\?v=[0-9a-f]{8}$/);
    const details = await t.api().POST('/api-admin-bank-details', { body: {} });
    expect(details.data?.bank_details[0]?.qr_image).toBe(qr_image);
    const image = await fetch(`${t.origin}${qr_image}`);
    expect(image.status).toBe(200);
    // A flat picture is stored as a palette PNG, far smaller than a JPEG of it.
    expect(image.headers.get('content-type')).toBe('image/png');
    const served = Buffer.from(await image.arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 200, height: 200 });

    const asPlayer = await fetch(`${t.baseUrl}/admin/settings/qr-image`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${(await registerAndLogin(t)).token}` },
      body: form,
    });
    expect(asPlayer.status).toBe(403);
  });

  it.skipIf(skip || dialect !== 'sqlite')('keeps a new QR image when the old file cannot be removed (it is left behind)', async () => {
    const put = async (colour: string) => {
      const form = new FormData();
      form.append('qr_image', new Blob([new Uint8Array(await pngOf(120, 120, colour))], { type: 'image/png' }), 'qr.png');
      return fetch(`${t.baseUrl}/admin/settings/qr-image`, { method: 'PUT', headers: { authorization: `Bearer ${operator.token}` }, body: form });
    };
    expect((await put('#112233')).status).toBe(200);
    const dir = join(t.dataDir, 'uploads', 'settings');
    const [old] = readdirSync(dir).filter((f) => f.endsWith('.png'));
    // The old file cannot be removed: a folder with something in it stands in its place.
    rmSync(join(dir, old!));
    mkdirSync(join(dir, old!, 'held'), { recursive: true });
    const second = await put('#445566');
    expect(second.status).toBe(200);
    const { qr_image } = (await second.json()) as { qr_image: string };
    const image = await fetch(`${t.origin}${qr_image}`);
    expect(image.status).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).stats()).channels[0]!.mean).toBeCloseTo(0x44, 0);
    rmSync(join(dir, old!), { recursive: true });
  });
});

type FilePartLike = { data: Buffer; name: string; type: string };
