/** One-time work at start: the first operator account, and demo data for an empty database. */
import type { FastifyBaseLogger } from 'fastify';
import { type Config, ConfigError, PUBLISHED_PASSWORDS } from './config.ts';
import type { Database } from './db/database.ts';
import { DEMO_DRAWER } from './demo/demo-results.ts';
import { DEMO_PLAYER, seedDemoData } from './demo/seed-demo.ts';
import type { Clock } from './lib/clock.ts';
import type { PasswordHasher } from './lib/passwords.ts';
import { createOperator, findUserByMobile, operatorCredentials } from './modules/auth/users.ts';
import { sweepUploads } from './modules/system/sweep-uploads.ts';

/** Settings that cannot work together, refused with a clear message before anything is written. */
export function checkStartupConfig(config: Config): void {
  if (config.demoData && config.adminMobile === DEMO_PLAYER.mobile) {
    throw new ConfigError(`ADMIN_MOBILE must differ from the demo player's mobile ${DEMO_PLAYER.mobile} when DEMO_DATA=1`);
  }
  if (config.demoData && config.adminMobile === DEMO_DRAWER.mobile) {
    throw new ConfigError(`ADMIN_MOBILE must differ from ${DEMO_DRAWER.mobile}, the demo results' account, when DEMO_DATA=1`);
  }
}

/**
 * In production, refuses a database whose accounts still log in with a published password: the demo player (a
 * database seeded with demo data, which also holds the demo payee's details) or an operator.
 */
export async function refusePublishedLogins(database: Database, config: Config, passwords: PasswordHasher): Promise<void> {
  if (!config.production) return;
  const demo = await findUserByMobile(database.db, DEMO_PLAYER.mobile);
  if (demo && (await passwords.verify(DEMO_PLAYER.password, demo.password_hash))) {
    throw new ConfigError(
      `this database holds the demo data (the demo player ${DEMO_PLAYER.mobile} logs in with its published password), refused when NODE_ENV=production: start on a new DATA_DIR or DATABASE_URL`,
    );
  }
  for (const operator of await operatorCredentials(database.db)) {
    for (const password of PUBLISHED_PASSWORDS) {
      if (await passwords.verify(password, operator.password_hash)) {
        throw new ConfigError(
          `the operator account ${operator.mobile} still has a password published in the README, refused when NODE_ENV=production: change it first (start once without NODE_ENV=production, log in at /admin and change it on the Operators page)`,
        );
      }
    }
  }
}

export async function ensureOperator(database: Database, config: Config, passwords: PasswordHasher, clock: Clock, log: FastifyBaseLogger) {
  if (!config.adminMobile || !config.adminPassword) return;
  const existing = await findUserByMobile(database.db, config.adminMobile);
  if (existing) {
    if (existing.role !== 'operator') log.warn('ADMIN_MOBILE belongs to a player account; no operator was created');
    return;
  }
  const passwordHash = await passwords.hash(config.adminPassword);
  const id = await createOperator(database.db, { name: 'Operator', mobile: config.adminMobile, passwordHash }, clock.now());
  // Undefined: another process starting at the same time made it meanwhile.
  if (id !== undefined) log.info('created the operator account for ADMIN_MOBILE');
}

export async function seedIfEmpty(database: Database, config: Config, passwords: PasswordHasher, clock: Clock, log: FastifyBaseLogger) {
  if (!config.demoData) return;
  const seeded = await seedDemoData(database, passwords, clock, config.dataDir);
  if (seeded) log.info('seeded demo data into the empty database');
}

/** Removes uploads nothing refers to (see sweep-uploads.ts); a failure is logged and the server starts anyway. */
export async function sweepOrphanUploads(database: Database, config: Config, log: FastifyBaseLogger) {
  try {
    const removed = await sweepUploads({ db: database.db, dialect: database.dialect, dataDir: config.dataDir }, Date.now());
    if (removed > 0) log.info({ removed }, 'removed uploads nothing refers to');
  } catch (err) {
    log.warn({ err }, 'could not look for uploads nothing refers to');
  }
}
