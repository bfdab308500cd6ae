/**
 * Uploads nothing refers to are removed at start-up: a receipt stored by a fund request whose transaction never
 * committed (the process was killed in between), a QR image whose settings change failed. Only those stored more than
 * an hour before are touched, so an upload another server process is storing right now (on PostgreSQL) stays.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { listUploads, removeUpload, type UploadPlace } from '../../lib/uploads.ts';
import { loadSettings } from '../settings/settings.ts';

export const SWEEP_AFTER_MS = 60 * 60 * 1000;

async function referenced(db: Kysely<DB>): Promise<Set<string>> {
  const receipts = await db.selectFrom('fund_requests').select('receipt_file').where('receipt_file', '<>', '').execute();
  const settings = await loadSettings(db);
  return new Set([...receipts.map((r) => r.receipt_file), ...(settings.qr_file ? [settings.qr_file] : [])]);
}

/** Removes the uploads nothing refers to that were stored before `now - SWEEP_AFTER_MS`; answers how many. */
export async function sweepUploads(place: UploadPlace, now: number): Promise<number> {
  const keep = await referenced(place.db);
  let removed = 0;
  for (const kind of ['receipts', 'settings'] as const) {
    for (const upload of await listUploads(place, kind)) {
      if (keep.has(upload.name) || upload.storedAt > now - SWEEP_AFTER_MS) continue;
      await removeUpload(place, kind, upload.name);
      removed += 1;
    }
  }
  return removed;
}
