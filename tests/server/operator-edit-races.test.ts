/**
 * Concurrent operator edits are applied exactly or refused with 409, never silently lost, and the audit log
 * replays to the stored state: settings, markets, and a QR upload racing a settings edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditDetails } from '../helpers/audit.ts';
import { createMarket, makeOperator } from '../helpers/betting.ts';
import { pngOf } from '../helpers/money.ts';
import { dialects, startTestApp, type TestApp } from '../helpers/test-app.ts';

type Operator = Awaited<ReturnType<typeof makeOperator>>;

const SETTING_EDITS = [
  { payee_name: 'Payee A' },
  { upi_id: 'race@upi' },
  { contact_mobile: '900000004' },
  { telegram_url: 'https://t.me/race' },
  { apk_url: 'https://example.com/app.apk' },
  { app_version: '9.9.9' },
  { whatsapp_support_url: 'https://wa.me/911' },
  { min_deposit: 150 },
] as const;

describe.each(dialects())('operator edit races on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Operator;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)('concurrent settings edits of different fields all stay applied, as the audit log says', async () => {
    for (let round = 0; round < 3; round += 1) {
      const edits = SETTING_EDITS.map((e) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, typeof v === 'number' ? v + round : `${v}${round}`])));
      const results = await Promise.all(edits.map((body) => operator.api.PATCH('/admin/settings', { body })));
      expect(results.map((r) => r.response.status)).toEqual(edits.map(() => 200));
      const stored = (await operator.api.GET('/admin/settings')).data!;
      for (const edit of edits) expect(stored).toMatchObject(edit);
      const replayed = Object.assign({}, ...(await auditDetails(t, 'settings.update')).map(({ previous: _previous, ...changes }) => changes));
      expect(stored).toMatchObject(replayed);
    }
  });

  it.skipIf(skip)('a QR upload racing settings edits leaves the settings naming the stored image', async () => {
    const image = await pngOf(120, 120, '#000000');
    for (let round = 0; round < 4; round += 1) {
      const form = new FormData();
      form.append('qr_image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'qr.png');
      const upload = fetch(`${t.baseUrl}/admin/settings/qr-image`, { method: 'PUT', headers: { authorization: `Bearer ${operator.token}` }, body: form });
      const edits = [0, 1, 2].map((i) => operator.api.PATCH('/admin/settings', { body: { payee_name: `QR race ${round}-${i}` } }));
      const [up] = await Promise.all([upload, ...edits]);
      expect(up.status).toBe(200);
      const { qr_image } = (await up.json()) as { qr_image: string };
      const stored = (await operator.api.GET('/admin/settings')).data!;
      expect(stored.qr_image).toBe(qr_image);
      const served = await fetch(`${t.origin}${stored.qr_image}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
    }
  });

  it.skipIf(skip)('concurrent market edits: each applied exactly or refused with 409, never lost', async () => {
    for (let round = 0; round < 3; round += 1) {
      const marketId = await createMarket(operator, `EDIT RACE ${round}`, ['10:00', '11:00', '12:00', '13:00']);
      const before = (await auditDetails(t, 'market.update')).length;
      const edits = [{ name: `EDITED ${round}` }, { sort_order: 77 }, { open_time: '09:30' }, { active: false }, { close_result_time: '13:30' }];
      const results = await Promise.all(
        edits.map((body) => operator.api.PATCH('/admin/markets/{market_id}', { params: { path: { market_id: marketId } }, body })),
      );
      const statuses = results.map((r) => r.response.status);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      expect(statuses).toContain(200);
      const row = await t.database.db.selectFrom('markets').selectAll().where('id', '=', Number(marketId)).executeTakeFirstOrThrow();
      const stored: Record<string, unknown> = { ...row, active: row.active === 1 };
      edits.forEach((edit, i) => {
        const [field, value] = Object.entries(edit)[0]!;
        if (statuses[i] === 200) expect(stored[field]).toBe(value);
        else expect(stored[field]).not.toBe(value);
      });
      const audited = (await auditDetails(t, 'market.update')).slice(before);
      expect(audited).toHaveLength(statuses.filter((s) => s === 200).length);
    }
  });
});
