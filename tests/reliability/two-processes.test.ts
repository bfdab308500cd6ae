/**
 * Two server processes on one PostgreSQL database, started together on an empty schema (their migrations take turns),
 * serve the same players: a session, a receipt and the QR image made through one are seen through the other.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { nextTxnId, pngOf } from '../helpers/money.ts';
import { freePort, type Proc, start, waitFor } from '../helpers/processes.ts';
import { dropSchemas } from '../helpers/pg-schema.ts';

const pgUrl = inject('pgUrl');
const schema = `rel_${process.pid}_${randomBytes(4).toString('hex')}`;
const procs: Proc[] = [];
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(procs.map((p) => p.stop('SIGTERM')));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  if (!pgUrl) return;
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await dropSchemas(client, schema);
  await client.end();
});

const admin = { mobile: '9000000088', password: 'operator-pass-2' };

async function launch(databaseUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'matka-two-'));
  dirs.push(dataDir);
  const proc = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_MOBILE: admin.mobile,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
  });
  procs.push(proc);
  return { proc, base: `http://127.0.0.1:${port}/api` };
}

async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

describe('two server processes on one PostgreSQL database', () => {
  it.skipIf(!pgUrl)(
    'start together on an empty database and share sessions, receipts and the QR image',
    async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
      const url = new URL(pgUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const [a, b] = await Promise.all([launch(url.toString()), launch(url.toString())]);
      await Promise.all([waitFor(`${a.base}/health`, a.proc, 90_000), waitFor(`${b.base}/health`, b.proc, 90_000)]);

      const operator = await post(a.base, '/api-user-login', admin);
      expect(operator).toMatchObject({ status: 1, role: 'operator' });
      const opToken = String(operator.token);
      const settings = await fetch(`${b.base}/admin/settings`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opToken}` },
        body: JSON.stringify({ min_deposit: 100, max_deposit: 50000 }),
      });
      expect(settings.status).toBe(200);

      const player = { name: 'Two Hosts', email: 'two_hosts', mobile: '9812345670', password: 'two-hosts-pass', date_of_birth: '1990-04-12' };
      expect(await post(a.base, '/api-user-registration', player)).toMatchObject({ status: 1 });
      const login = await post(b.base, '/api-user-login', { mobile: player.mobile, password: player.password });
      const token = String(login.token);

      const form = new FormData();
      for (const [k, v] of Object.entries({
        request_amount: '200',
        request_description: 'Paid by UPI',
        request_number: nextTxnId(),
        insert_date: '2026/11/21',
      })) {
        form.append(k, v);
      }
      form.append('fund_payment_receipt', new Blob([new Uint8Array(await pngOf(80, 60))], { type: 'image/png' }), 'r.png');
      const sent = await fetch(`${a.base}/api-fund-request-add`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const request = (await sent.json()) as { status: boolean; request_id: string };
      expect(request.status).toBe(true);
      for (const host of [a, b]) {
        const receipt = await fetch(`${host.base}/receipts/${request.request_id}`, { headers: { authorization: `Bearer ${token}` } });
        expect(receipt.status).toBe(200);
        expect(receipt.headers.get('content-type')).toBe('image/jpeg');
      }

      const qrForm = new FormData();
      qrForm.append('qr_image', new Blob([new Uint8Array(await pngOf(100, 100, '#000000'))], { type: 'image/png' }), 'qr.png');
      const up = await fetch(`${b.base}/admin/settings/qr-image`, { method: 'PUT', headers: { authorization: `Bearer ${opToken}` }, body: qrForm });
      expect(up.status).toBe(200);
      for (const host of [a, b]) {
        const qr = await fetch(`${host.base}/settings/qr-image`);
        expect(qr.status).toBe(200);
        expect(qr.headers.get('content-type')).toBe('image/png');
      }
    },
    180_000,
  );
});
