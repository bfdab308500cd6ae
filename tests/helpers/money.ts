/** Helpers for the money suites: images, multipart fund requests, funded players. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './test-app.ts';

export const MONDAY_NOON_IST = Date.parse('2026-11-23T12:00:00+05:30');

export function pngOf(width: number, height: number, colour = '#3a6b8c'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export interface FilePart {
  data: Buffer;
  name: string;
  type: string;
}

let txn = 100000000000;
/** A payment transaction id not used before in this process. */
export const nextTxnId = () => String((txn += 1));

/** A fund request form; a field given as a list is sent once per value. */
export async function sendFundRequest(
  t: TestApp,
  token: string,
  fields: Record<string, string | string[]>,
  file?: FilePart,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const value of [v].flat()) form.append(k, value);
  if (file) form.append('fund_payment_receipt', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const res = await fetch(`${t.baseUrl}/api-fund-request-add`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { status: boolean; code: string; msg: string } };
}

/** A valid fund request for `amount` points with a fresh transaction id. */
export async function deposit(t: TestApp, token: string, amount: number, receipt: Buffer, headers: Record<string, string> = {}) {
  return sendFundRequest(
    t,
    token,
    { request_amount: String(amount), request_description: 'Paid by UPI', request_number: nextTxnId(), insert_date: '2026/11/21' },
    { data: receipt, name: 'receipt.png', type: 'image/png' },
    headers,
  );
}

/** Names of the stored receipt files (in the database on PostgreSQL, in the data folder on SQLite). */
export async function storedReceipts(t: TestApp): Promise<string[]> {
  if (t.database.dialect === 'postgres') {
    const rows = await t.database.db.selectFrom('uploads').select('name').where('kind', '=', 'receipts').execute();
    return rows.map((r) => r.name);
  }
  try {
    return readdirSync(join(t.dataDir, 'uploads', 'receipts'));
  } catch {
    return [];
  }
}

export const BANK = {
  ac_holder_name: 'Ravi Kumar',
  ac_number: '001234567890',
  ifsc_code: 'SBIN0001234',
  bank_name: 'State Bank',
  branch_address: 'Andheri East',
};
