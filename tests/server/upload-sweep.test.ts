/**
 * Uploads nothing refers to (a receipt whose fund request never committed: the process was killed in between) are
 * removed at start-up once they are an hour old; receipts of fund requests, the QR image and recent uploads stay.
 */
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUploads, storeUpload, type UploadPlace } from '../../server/lib/uploads.ts';
import { SWEEP_AFTER_MS, sweepUploads } from '../../server/modules/system/sweep-uploads.ts';
import { deposit, pngOf } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(dialects())('the upload sweep on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let place: UploadPlace;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    place = { db: t.database.db, dialect: t.database.dialect, dataDir: t.dataDir };
  });
  afterAll(async () => t?.close());

  /** Makes an upload look stored `ms` ago. */
  async function age(kind: 'receipts' | 'settings', name: string, ms: number) {
    const when = Date.now() - ms;
    if (dialect === 'postgres') await t.database.db.updateTable('uploads').set({ created_at: when }).where('name', '=', name).execute();
    else utimesSync(join(t.dataDir, 'uploads', kind, name), when / 1000, when / 1000);
  }

  it.skipIf(skip)('removes only old uploads nothing refers to', async () => {
    const operator = await makeOperator(t);
    const player = await registerAndLogin(t);
    expect((await deposit(t, player.token, 500, await pngOf(40, 40))).body).toMatchObject({ status: true });
    const form = new FormData();
    form.append('qr_image', new Blob([new Uint8Array(await pngOf(100, 100, '#000000'))], { type: 'image/png' }), 'qr.png');
    const qr = await fetch(`${t.baseUrl}/admin/settings/qr-image`, { method: 'PUT', headers: { authorization: `Bearer ${operator.token}` }, body: form });
    expect(qr.status).toBe(200);
    const [receipt] = (await listUploads(place, 'receipts')).map((u) => u.name);
    const [qrFile] = (await listUploads(place, 'settings')).map((u) => u.name);
    const orphan = await storeUpload(place, 'receipts', await pngOf(20, 20));
    const recent = await storeUpload(place, 'receipts', await pngOf(21, 21));
    const orphanQr = await storeUpload(place, 'settings', await pngOf(22, 22), 'png');
    for (const [kind, name] of [
      ['receipts', receipt],
      ['settings', qrFile],
      ['receipts', orphan],
      ['settings', orphanQr],
    ] as const) {
      await age(kind, name!, SWEEP_AFTER_MS + 60_000);
    }
    expect(await sweepUploads(place, Date.now())).toBe(2);
    expect((await listUploads(place, 'receipts')).map((u) => u.name).sort()).toEqual([receipt, recent].sort());
    expect((await listUploads(place, 'settings')).map((u) => u.name)).toEqual([qrFile]);
    // The player's receipt still opens for the operator.
    const list = await operator.api.GET('/admin/fund-requests', { params: { query: { user_id: player.userId } } });
    const image = await fetch(`${t.origin}${list.data!.items[0]!.receipt_url}`, { headers: { authorization: `Bearer ${operator.token}` } });
    expect(image.status).toBe(200);
    expect(await sweepUploads(place, Date.now())).toBe(0);
  });

  it.skipIf(skip)('keeps a replaced payment QR until the sweep, so a backup copying the uploads meanwhile finds it', async () => {
    const operator = await makeOperator(t);
    const putQr = async (colour: string) => {
      const form = new FormData();
      form.append('qr_image', new Blob([new Uint8Array(await pngOf(100, 100, colour))], { type: 'image/png' }), 'qr.png');
      const res = await fetch(`${t.baseUrl}/admin/settings/qr-image`, { method: 'PUT', headers: { authorization: `Bearer ${operator.token}` }, body: form });
      expect(res.status).toBe(200);
    };
    await putQr('#111111');
    const before = new Set((await listUploads(place, 'settings')).map((u) => u.name));
    await putQr('#222222');
    const after = (await listUploads(place, 'settings')).map((u) => u.name);
    const replacement = after.filter((name) => !before.has(name));
    expect(replacement).toHaveLength(1);
    expect(after.length).toBe(before.size + 1);
    for (const name of after) await age('settings', name, SWEEP_AFTER_MS + 60_000);
    await sweepUploads(place, Date.now());
    expect((await listUploads(place, 'settings')).map((u) => u.name)).toEqual(replacement);
    expect((await fetch(`${t.baseUrl}/settings/qr-image`)).status).toBe(200);
  });
});
