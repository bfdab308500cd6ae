/** One-time work at start: the first operator account, and demo data for an empty database. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { seedDemoData } from './demo/seed-demo.ts';
import type { Clock } from './lib/clock.ts';
import type { PasswordHasher } from './lib/passwords.ts';
import { createUser, findUserByMobile } from './modules/auth/users.ts';

export async function ensureOperator(database: Database, config: Config, passwords: PasswordHasher, clock: Clock, log: FastifyBaseLogger) {
  if (!config.adminMobile || !config.adminPassword) return;
  const existing = await findUserByMobile(database.db, config.adminMobile);
  if (existing) {
    if (existing.role !== 'operator') log.warn('ADMIN_MOBILE belongs to a player account; no operator was created');
    return;
  }
  const passwordHash = await passwords.hash(config.adminPassword);
  await createUser(
    database.db,
    { name: 'Operator', username: `operator${config.adminMobile.slice(-4)}`, mobile: config.adminMobile, passwordHash, role: 'operator' },
    clock.now(),
  );
  log.info('created the operator account for ADMIN_MOBILE');
}

export async function seedIfEmpty(database: Database, config: Config, passwords: PasswordHasher, clock: Clock, log: FastifyBaseLogger) {
  if (!config.demoData) return;
  const seeded = await seedDemoData(database, passwords, clock, config.dataDir);
  if (seeded) log.info('seeded demo data into the empty database');
}
