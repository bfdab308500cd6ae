/**
 * An operator replaces the payment QR image: the new file is stored first, then named in the settings. The old one stays
 * until a start-up sweep removes it (the next start, once the file is an hour old): a backup copying the uploads
 * meanwhile still finds the file its copy of the settings names.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { ImageRefused, reencodeFlatImage } from '../../lib/images.ts';
import { removeUpload, storeUpload, type UploadPlace } from '../../lib/uploads.ts';
import { audit } from '../admin/audit.ts';
import { loadSettingsForUpdate, qrImagePath, saveSettings } from './settings.ts';

async function qrImage(bytes: Buffer) {
  try {
    return await reencodeFlatImage(bytes, { owner: 'operators' });
  } catch (error) {
    if (error instanceof ImageRefused) throw invalid('qr_image', error.message);
    throw error;
  }
}

export async function replaceQrImage(db: Kysely<DB>, dialect: SqlDialect, place: UploadPlace, r: { operatorId: number; bytes: Buffer; now: () => number }) {
  const image = await qrImage(r.bytes);
  const name = await storeUpload(place, 'settings', image.bytes, image.type);
  const now = r.now();
  let next;
  try {
    next = await db.transaction().execute(async (trx) => {
      const current = await loadSettingsForUpdate(trx, dialect, now);
      const updated = await saveSettings(trx, { ...current, qr_file: name }, now);
      const details = { file: name, previous: current.qr_file };
      await audit(trx, { actorId: r.operatorId, action: 'settings.qr_image', targetType: 'settings', targetId: 'operator', details, now });
      return updated;
    });
  } catch (error) {
    await removeUpload(place, 'settings', name);
    throw error;
  }
  return { status: true, code: 'OK' as const, msg: 'QR image updated.', qr_image: qrImagePath(next) };
}
