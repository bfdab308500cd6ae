/** Operator settings, and the public views of them: payee and QR, contacts, app link. */
import { invalid, notFound } from '../../errors.ts';
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { readUpload, uploadMediaType, uploadPlaceOf } from '../../lib/uploads.ts';
import { adminBankDetails, appVersion, contactDetails } from './public-settings.ts';
import { replaceQrImage } from './replace-qr-image.ts';
import { loadSettings, settingsView } from './settings.ts';
import { updateSettings } from './update-settings.ts';

export const settingsHandlers: Handlers = {
  async getSettings({ deps }) {
    return settingsView(await loadSettings(deps.db));
  },

  async updateSettings({ body, auth, deps }) {
    return updateSettings(deps.db, deps.dialect, requireAuth(auth).userId, body, deps.clock.now());
  },

  async uploadQrImage({ files, auth, deps }) {
    const operatorId = requireAuth(auth).userId;
    const upload = files.qr_image;
    if (!upload) throw invalid('qr_image', 'qr_image is required');
    return replaceQrImage(deps.db, deps.dialect, uploadPlaceOf(deps), { operatorId, bytes: upload.data, now: () => deps.clock.now() });
  },

  async getQrImage({ deps, reply }) {
    const settings = await loadSettings(deps.db);
    const bytes = settings.qr_file ? await readUpload(uploadPlaceOf(deps), 'settings', settings.qr_file) : undefined;
    if (!bytes) throw notFound('No QR image has been set');
    return reply.type(uploadMediaType(settings.qr_file)).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'public, max-age=300').send(bytes);
  },

  async getAdminBankDetails({ deps }) {
    return adminBankDetails(deps.db);
  },

  async getContactDetails({ deps }) {
    return contactDetails(deps.db);
  },

  async getAppVersion({ deps }) {
    return appVersion(deps.db);
  },
};
