/** Operator settings, and the public views of them: payee and QR, contacts, app link, payment methods. */
import { invalid, notFound } from '../../http/errors.ts';
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { ImageRefused, reencodeImage } from '../../lib/images.ts';
import { readUpload, removeUpload, storeUpload, uploadPlaceOf } from '../../lib/uploads.ts';
import { audit } from '../admin/audit.ts';
import { checkSettings, loadSettings, loadSettingsForUpdate, qrImagePath, saveSettings, settingsView } from './settings.ts';

export const settingsHandlers: Handlers = {
  async getSettings({ deps }) {
    return settingsView(await loadSettings(deps.db));
  },

  async updateSettings({ body, auth, deps }) {
    const operator = requireAuth(auth);
    const now = deps.clock.now();
    const next = await deps.db.transaction().execute(async (trx) => {
      const merged = { ...(await loadSettingsForUpdate(trx, deps.dialect, now)), ...body };
      checkSettings(merged);
      await saveSettings(trx, merged, now);
      await audit(trx, { actorId: operator.userId, action: 'settings.update', targetType: 'settings', targetId: 'operator', details: body, now });
      return merged;
    });
    return settingsView(next);
  },

  async uploadQrImage({ files, auth, deps }) {
    const operator = requireAuth(auth);
    const upload = files.qr_image;
    if (!upload) throw invalid('qr_image', 'qr_image is required');
    let image: Buffer;
    try {
      image = await reencodeImage(upload.data);
    } catch (error) {
      if (error instanceof ImageRefused) throw invalid('qr_image', error.message);
      throw error;
    }
    const place = uploadPlaceOf(deps);
    const name = await storeUpload(place, 'settings', image);
    const now = deps.clock.now();
    let previous = '';
    try {
      const next = await deps.db.transaction().execute(async (trx) => {
        const current = await loadSettingsForUpdate(trx, deps.dialect, now);
        previous = current.qr_file;
        const updated = { ...current, qr_file: name };
        await saveSettings(trx, updated, now);
        await audit(trx, { actorId: operator.userId, action: 'settings.qr_image', targetType: 'settings', targetId: 'operator', details: { file: name }, now });
        return updated;
      });
      if (previous) await removeUpload(place, 'settings', previous);
      return { status: true, code: 'OK', msg: 'QR image updated.', qr_image: qrImagePath(next) };
    } catch (error) {
      await removeUpload(place, 'settings', name);
      throw error;
    }
  },

  async getQrImage({ deps, reply }) {
    const settings = await loadSettings(deps.db);
    const bytes = settings.qr_file ? await readUpload(uploadPlaceOf(deps), 'settings', settings.qr_file) : undefined;
    if (!bytes) throw notFound('No QR image has been set');
    return reply.type('image/jpeg').header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'public, max-age=300').send(bytes);
  },

  async getAdminBankDetails({ deps }) {
    const s = await loadSettings(deps.db);
    return {
      status: true,
      code: 'OK',
      msg: 'Admin bank details',
      bank_details: [{ ac_holder_name: s.payee_name, upi_payment_id: s.upi_id, qr_image: qrImagePath(s) }],
      min_deposit: s.min_deposit,
      max_deposit: s.max_deposit,
    };
  },

  async getContactDetails({ deps }) {
    const s = await loadSettings(deps.db);
    return {
      status: true,
      code: 'OK',
      msg: 'Contact details',
      contact_details: {
        mobile_no: s.contact_mobile,
        whatsapp_fund_url: s.whatsapp_fund_url,
        whatsapp_support_url: s.whatsapp_support_url,
        telegram_url: s.telegram_url,
      },
    };
  },

  async getAppVersion({ deps }) {
    const s = await loadSettings(deps.db);
    return { status: true, code: 'OK', msg: s.apk_url ? 'App details' : 'The app link has not been set yet', apk_url: s.apk_url, app_version: s.app_version };
  },

  async getPaymentMethods({ deps }) {
    const s = await loadSettings(deps.db);
    return { status: true, code: 'OK', msg: 'Payment methods', result: s.payment_methods };
  },
};
