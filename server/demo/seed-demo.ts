/**
 * Demo data for a database with no players: a demo player to log in with (10,000 points to play with), filled-in operator settings with a
 * scannable UPI QR code for the demo payee, and demo markets with a week of results (see README). Only used when DEMO_DATA=1, refused in production.
 */
import QRCode from 'qrcode';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Clock } from '../lib/clock.ts';
import { reencodeFlatImage } from '../lib/images.ts';
import type { PasswordHasher } from '../lib/passwords.ts';
import { storeUpload } from '../lib/uploads.ts';
import { fromPoints } from '../lib/money.ts';
import { createUser } from '../modules/auth/users.ts';
import { credit } from '../modules/wallet/ledger.ts';
import { DEFAULT_SETTINGS, saveSettings } from '../modules/settings/settings.ts';
import { seedMarkets } from './seed-markets.ts';

export const DEMO_PLAYER = { name: 'Demo Player', username: 'demo_player', mobile: '9000000001', password: 'demo1234' } as const;

/** The demo player's starting balance. */
export const DEMO_POINTS = 10_000;

const DEMO_PAYEE = { payee_name: 'Demo Payments', upi_id: 'demo.payments@upi' };

/** Seeds when there is no player yet; answers whether it did. */
export async function seedDemoData(database: Database, passwords: PasswordHasher, clock: Clock, dataDir: string): Promise<boolean> {
  const anyPlayer = await database.db.selectFrom('users').select('id').where('role', '=', 'player').limit(1).executeTakeFirst();
  if (anyPlayer) return false;
  const now = clock.now();
  const passwordHash = await passwords.hash(DEMO_PLAYER.password);
  const upiUri = `upi://pay?pa=${DEMO_PAYEE.upi_id}&pn=${encodeURIComponent(DEMO_PAYEE.payee_name)}&cu=INR`;
  const qr = await reencodeFlatImage(await QRCode.toBuffer(upiUri, { type: 'png', width: 480, margin: 2 }));
  // All in the demo player's transaction: processes started together on one empty database see all of it or none,
  // and the others' demo player then fails as taken.
  const seed = async (trx: Transaction<DB>, playerId: number) => {
    // The demo player starts with points to play with.
    const points = { userId: playerId, type: 'adjustment' as const, amount: fromPoints(DEMO_POINTS), refType: 'adjustment', refId: 'demo', now };
    await credit(trx, { ...points, note: 'Demo points', playerNote: 'Demo points to play with' });
    const qrFile = await storeUpload({ db: trx, dialect: database.dialect, dataDir }, 'settings', qr.bytes, qr.type);
    await saveSettings(
      trx,
      {
        ...DEFAULT_SETTINGS,
        ...DEMO_PAYEE,
        qr_file: qrFile,
        contact_mobile: '9000000000',
        whatsapp_fund_url: 'https://wa.me/919000000000',
        whatsapp_support_url: 'https://wa.me/919000000000',
        telegram_url: 'https://t.me/demo_matka_support',
        payment_methods: [
          { name: 'Bank transfer', type: 1, pays_to: 'bank' },
          { name: 'PhonePe', type: 2, pays_to: 'phonepe' },
          { name: 'Google Pay', type: 2, pays_to: 'google_pay' },
        ],
      },
      now,
    );
    const anyMarket = await trx.selectFrom('markets').select('id').limit(1).executeTakeFirst();
    if (!anyMarket) await seedMarkets(trx, now);
  };
  try {
    await createUser(database.db, { ...DEMO_PLAYER, passwordHash, role: 'player' }, now, seed);
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
