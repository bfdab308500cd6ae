import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { SqlDialect } from './dialect.ts';
import * as accounts from './migrations/001-accounts.ts';
import * as money from './migrations/002-money.ts';
import * as betting from './migrations/003-betting.ts';
import * as playerControls from './migrations/006-player-controls.ts';

type Step = { up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> };

/** Migrations in order; a new one is appended, never edited once released. */
const steps: Record<string, Step> = {
  '001-accounts': accounts,
  '002-money': money,
  '003-betting': betting,
  '006-player-controls': playerControls,
};

class CodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: SqlDialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, step] of Object.entries(steps)) {
      out[name] = { up: (db) => step.up(db, this.dialect) };
    }
    return out;
  }
}

/** Brings the database to the latest schema; throws with the failing step's name. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  // On PostgreSQL, name the schema of the migration tables: otherwise another schema's tables on the same server
  // (another deployment or test suite) are taken for ours and ours are never created.
  const schema = dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db, provider: new CodeMigrations(dialect), ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${detail}`);
  }
}
