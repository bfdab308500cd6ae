/** Starts the server: configuration from the environment, database migrated, then listen; stops cleanly on signals. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { clockStartingAt, systemClock } from './lib/clock.ts';
import { createPasswordHasher } from './lib/passwords.ts';
import { ensureOperator, seedIfEmpty } from './startup.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const clock = config.clockStart === undefined ? systemClock : clockStartingAt(config.clockStart);
  const app = await buildApp({ config, database, clock });
  const passwords = createPasswordHasher();
  await ensureOperator(database, config, passwords, clock, app.log);
  await seedIfEmpty(database, config, passwords, clock, app.log);
  if (config.clockStart !== undefined) app.log.warn({ clock: new Date(clock.now()).toISOString() }, 'server clock moved by CLOCK_START');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
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
