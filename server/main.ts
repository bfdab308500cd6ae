/** Starts the server: configuration from the environment, database migrated, then listen; stops cleanly on signals. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseInUseError, openDatabase } from './db/database.ts';
import { clockStartingAt, systemClock } from './lib/clock.ts';
import { flushLogs } from './lib/log-stream.ts';
import { createPasswordHasher } from './lib/passwords.ts';
import { checkStartupConfig, ensureOperator, refusePublishedLogins, seedIfEmpty, sweepOrphanUploads } from './startup.ts';

/** The most a shutdown may take before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 8_000;

async function main(): Promise<void> {
  // A closed or dead stdout (EPIPE) must not stop the server from logging on, or from shutting down.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    checkStartupConfig(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgSchema: config.databaseSchema,
      dataDir: config.dataDir,
      sqliteCacheMb: config.sqliteCacheMb,
    });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(`configuration error: ${error.message}`);
    process.exit(2);
  }
  const passwords = createPasswordHasher();
  try {
    await refusePublishedLogins(database, config, passwords);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`configuration error: ${error.message}`);
    await database.close();
    process.exit(2);
  }
  const clock = config.clockStart === undefined ? systemClock : clockStartingAt(config.clockStart);
  const app = await buildApp({ config, database, clock });
  await ensureOperator(database, config, passwords, clock, app.log);
  await seedIfEmpty(database, config, passwords, clock, app.log);
  await sweepOrphanUploads(database, config, app.log);
  if (config.clockStart !== undefined) app.log.warn({ clock: new Date(clock.now()).toISOString() }, 'server clock moved by CLOCK_START');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Whatever happens below (a log write failing, a connection that will not close), the process ends.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    try {
      app.log.info({ signal }, 'shutting down');
    } catch {
      // the log's destination is gone
    }
    try {
      await app.close();
      await database.close();
    } finally {
      await flushLogs();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.dialect, dataDir: database.dialect === 'sqlite' ? config.dataDir : undefined }, 'server ready');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
