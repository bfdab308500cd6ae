/**
 * Demo data for a database with no players: a demo player to log in with (see README).
 * Only used when DEMO_DATA=1, which is refused in production.
 */
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { PasswordHasher } from '../lib/passwords.ts';
import { createUser } from '../modules/auth/users.ts';

export const DEMO_PLAYER = { name: 'Demo Player', username: 'demo_player', mobile: '9000000001', password: 'demo1234' } as const;

/** Seeds when there is no player yet; answers whether it did. */
export async function seedDemoData(database: Database, passwords: PasswordHasher, clock: Clock): Promise<boolean> {
  const anyPlayer = await database.db.selectFrom('users').select('id').where('role', '=', 'player').limit(1).executeTakeFirst();
  if (anyPlayer) return false;
  const passwordHash = await passwords.hash(DEMO_PLAYER.password);
  await createUser(database.db, { ...DEMO_PLAYER, passwordHash, role: 'player' }, clock.now());
  return true;
}
