/** Operator settings: one JSON document in the `settings` table, merged over safe defaults. */
import type { Kysely, Transaction } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { components } from '../../../sdk/schema.d.ts';
import type { DB } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { minutesOf } from '../../lib/ist.ts';

type Editable = Required<components['schemas']['SettingsFields']>;

/** What is stored: the editable fields plus the QR image's file name (empty when none). */
export interface StoredSettings extends Editable {
  qr_file: string;
}

const KEY = 'operator';

export const DEFAULT_SETTINGS: StoredSettings = {
  revision: 0,
  payee_name: '',
  upi_id: '',
  qr_file: '',
  contact_mobile: '',
  whatsapp_fund_url: '',
  whatsapp_support_url: '',
  telegram_url: '',
  apk_url: '',
  app_version: '',
  min_deposit: 100,
  max_deposit: 100000,
  min_withdraw: 500,
  max_withdraw: 100000,
  withdraw_open_time: '10:00',
  withdraw_close_time: '18:00',
  withdraw_closed_weekdays: [0],
  withdraw_closed_dates: [],
  payment_methods: [{ name: 'Bank transfer', type: 1 }],
  game_rates: {
    single_digit_val_1: 10,
    single_digit_val_2: 95,
    jodi_digit_val_1: 10,
    jodi_digit_val_2: 950,
    single_pana_val_1: 10,
    single_pana_val_2: 1400,
    double_pana_val_1: 10,
    double_pana_val_2: 2800,
    tripple_pana_val_1: 10,
    tripple_pana_val_2: 7000,
    half_sangam_val_1: 10,
    half_sangam_val_2: 10000,
    full_sangam_val_1: 10,
    full_sangam_val_2: 100000,
  },
  starline_rates: {
    single_digit_val_1: 10,
    single_digit_val_2: 95,
    single_pana_val_1: 10,
    single_pana_val_2: 1400,
    double_pana_val_1: 10,
    double_pana_val_2: 2800,
    tripple_pana_val_1: 10,
    tripple_pana_val_2: 7000,
  },
  min_bid_points: 5,
  max_bid_points: 10000,
  maintenance_mode: false,
  maintenance_message: 'The app is under maintenance. Betting, deposits and withdrawals are paused; please try again soon.',
  fund_request_without_receipt: false,
};

export const SETTINGS_KEY = KEY;

/** The settings stored as `value` (JSON), over the defaults. */
/** What players are told while maintenance is on (the operator's words, else a plain notice); '' while it is off. */
export function maintenanceNotice(s: Pick<StoredSettings, 'maintenance_mode' | 'maintenance_message'>): string {
  if (!s.maintenance_mode) return '';
  return s.maintenance_message.trim() || 'The app is under maintenance. Please try again soon.';
}

export function settingsFrom(value: string | undefined): StoredSettings {
  return value ? { ...DEFAULT_SETTINGS, ...(JSON.parse(value) as Partial<StoredSettings>) } : { ...DEFAULT_SETTINGS };
}

/**
 * settingsFrom for the hot paths, which read the stored text on every request: the text last seen is parsed once
 * (the same text always reads the same). The answer is shared: read it, never change it.
 */
let lastParsed: { text: string | undefined; value: StoredSettings } | undefined;
export function sharedSettingsFrom(text: string | undefined): StoredSettings {
  if (!lastParsed || lastParsed.text !== text) lastParsed = { text, value: settingsFrom(text) };
  return lastParsed.value;
}

export async function loadSettings(db: Kysely<DB>): Promise<StoredSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return settingsFrom(row?.value);
}

/**
 * The settings inside a transaction that is about to change them, holding the row until it commits, so that
 * concurrent edits apply one after another, each over the other's result (on PostgreSQL a row lock; SQLite runs one
 * write transaction at a time).
 */
export async function loadSettingsForUpdate(trx: Transaction<DB>, dialect: SqlDialect, now: number): Promise<StoredSettings> {
  if (dialect !== 'postgres') return loadSettings(trx);
  await trx
    .insertInto('settings')
    .values({ key: KEY, value: JSON.stringify(DEFAULT_SETTINGS), updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await trx.selectFrom('settings').select('value').where('key', '=', KEY).forUpdate().executeTakeFirst();
  return settingsFrom(row?.value);
}

/** Saves the settings as the next revision of those they were changed from; returns them as saved. */
export async function saveSettings(db: Kysely<DB>, changed: StoredSettings, now: number): Promise<StoredSettings> {
  const settings = { ...changed, revision: changed.revision + 1 };
  const value = JSON.stringify(settings);
  await db
    .insertInto('settings')
    .values({ key: KEY, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
  return settings;
}

/** Rules between fields that a schema cannot state; throws a 422 naming the field. */
export function checkSettings(s: StoredSettings): void {
  if (s.min_deposit > s.max_deposit) throw invalid('min_deposit', 'The minimum deposit cannot be above the maximum');
  if (s.min_withdraw > s.max_withdraw) throw invalid('min_withdraw', 'The minimum withdrawal cannot be above the maximum');
  if (minutesOf(s.withdraw_open_time) >= minutesOf(s.withdraw_close_time)) {
    throw invalid('withdraw_close_time', 'Withdrawals must close after they open, on the same day');
  }
  if (s.min_bid_points > s.max_bid_points) throw invalid('min_bid_points', 'The smallest bid cannot be above the largest');
  for (const family of ['game_rates', 'starline_rates'] as const) {
    const rates = s[family] as Record<string, number>;
    for (const [key, pays] of Object.entries(rates)) {
      const bid = key.endsWith('_val_2') ? rates[key.replace(/_val_2$/, '_val_1')] : undefined;
      if (bid === undefined) continue;
      if (pays <= bid) throw invalid(`${family}.${key}`, `A win must pay more than its bid (here ${pays} for a bid of ${bid})`);
      // A win is paid in hundredths of a point, rounded down: on the smallest bid it must still be more than the stake.
      if (s.min_bid_points * 100 * (pays - bid) < bid) {
        throw invalid(
          `${family}.${key}`,
          `A win must pay more than its bid: on the smallest bid (${s.min_bid_points} points) ${pays} for ${bid} pays back only the stake`,
        );
      }
    }
  }
  const rates = [...Object.values(s.game_rates), ...Object.values(s.starline_rates)];
  if (s.max_bid_points * 100 * Math.max(...rates) > Number.MAX_SAFE_INTEGER) {
    throw invalid('max_bid_points', 'The largest bid times the largest rate is too big to pay exactly: lower one of them');
  }
  const names = s.payment_methods.map((m) => m.name.toLowerCase());
  if (new Set(names).size !== names.length) throw invalid('payment_methods', 'Payment method names must differ');
}

export const qrImagePath = (s: StoredSettings): string => (s.qr_file ? `/api/settings/qr-image?v=${s.qr_file.slice(0, 8)}` : '');

/** The document operators read (the QR file as its public path). */
export function settingsView(s: StoredSettings): components['schemas']['Settings'] {
  const { qr_file: _file, ...editable } = s;
  const payment_methods = s.payment_methods.map((m) => ({ ...m, pays_to: m.pays_to ?? 'bank' }));
  return { ...editable, payment_methods, qr_image: qrImagePath(s) };
}
