/** An operator changes settings: merged over the locked current document, checked, saved and audited together. */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { staleEdit } from '../../errors.ts';
import { audit } from '../admin/audit.ts';
import { checkSettings, loadSettingsForUpdate, saveSettings, settingsView, type StoredSettings } from './settings.ts';

export async function updateSettings(db: Kysely<DB>, dialect: SqlDialect, operatorId: number, patch: Partial<StoredSettings>, now: number) {
  const { revision, ...changes } = patch;
  const next = await db.transaction().execute(async (trx) => {
    const current = await loadSettingsForUpdate(trx, dialect, now);
    // Made from a screen built before another operator's save: it would put back what that save changed.
    if (revision !== undefined && revision !== current.revision) throw staleEdit('settings');
    const merged = { ...current, ...changes };
    checkSettings(merged);
    const saved = await saveSettings(trx, merged, now);
    // With what the changed settings were before (a rate's old value, say), so the log shows what an edit changed from.
    const previous = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof StoredSettings]]));
    await audit(trx, { actorId: operatorId, action: 'settings.update', targetType: 'settings', targetId: 'operator', details: { ...changes, previous }, now });
    return saved;
  });
  return settingsView(next);
}
