/** The public views of the settings: payee and QR, contacts, app link. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { loadSettings, qrImagePath } from './settings.ts';

export async function adminBankDetails(db: Kysely<DB>) {
  const s = await loadSettings(db);
  return {
    status: true,
    code: 'OK' as const,
    msg: 'Admin bank details',
    bank_details: [{ ac_holder_name: s.payee_name, upi_payment_id: s.upi_id, qr_image: qrImagePath(s) }],
    min_deposit: s.min_deposit,
    max_deposit: s.max_deposit,
  };
}

export async function contactDetails(db: Kysely<DB>) {
  const s = await loadSettings(db);
  return {
    status: true,
    code: 'OK' as const,
    msg: 'Contact details',
    contact_details: {
      mobile_no: s.contact_mobile,
      whatsapp_fund_url: s.whatsapp_fund_url,
      whatsapp_support_url: s.whatsapp_support_url,
      telegram_url: s.telegram_url,
    },
  };
}

export async function appVersion(db: Kysely<DB>) {
  const s = await loadSettings(db);
  return {
    status: true,
    code: 'OK' as const,
    msg: s.apk_url ? 'App details' : 'The app link has not been set yet',
    apk_url: s.apk_url,
    app_version: s.app_version,
  };
}
