import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { SqlDialect } from './dialect.ts';
import * as accounts from './migrations/001-accounts.ts';
import * as money from './migrations/002-money.ts';
import * as betting from './migrations/003-betting.ts';
import * as hardening from './migrations/004-hardening.ts';
import * as dayHolidayFlag from './migrations/005-day-holiday-flag.ts';
import * as playerControls from './migrations/006-player-controls.ts';
import * as securityPins from './migrations/008-security-pins.ts';
import * as protection from './migrations/009-protection.ts';
import * as settlementIndexes from './migrations/010-settlement-indexes.ts';
import * as fundRequestWithoutTxn from './migrations/011-fund-request-without-txn.ts';
import * as notificationFacts from './migrations/012-notification-facts.ts';
import * as ledgerPlayerNote from './migrations/013-ledger-player-note.ts';
import * as securityPinWrongTries from './migrations/014-security-pin-wrong-tries.ts';
import * as securityPinSessionGen from './migrations/015-security-pin-session-gen.ts';
import * as auditActorName from './migrations/016-audit-actor-name.ts';
import * as operatorSessionLength from './migrations/017-operator-session-length.ts';
import * as mustChangePassword from './migrations/018-must-change-password.ts';
import * as marketDayResults from './migrations/019-market-day-results.ts';
import * as upiDetails from './migrations/020-upi-details.ts';
import * as fundRequestTxnKey from './migrations/021-fund-request-txn-key.ts';

type Step = { up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> };

/** Migrations in order; a new one is appended, never edited once released. */
const steps: Record<string, Step> = {
  '001-accounts': accounts,
  '002-money': money,
  '003-betting': betting,
  '004-hardening': hardening,
  '005-day-holiday-flag': dayHolidayFlag,
  '006-player-controls': playerControls,
  '008-security-pins': securityPins,
  '009-protection': protection,
  '010-settlement-indexes': settlementIndexes,
  '011-fund-request-without-txn': fundRequestWithoutTxn,
  '012-notification-facts': notificationFacts,
  '013-ledger-player-note': ledgerPlayerNote,
  '014-security-pin-wrong-tries': securityPinWrongTries,
  '015-security-pin-session-gen': securityPinSessionGen,
  '016-audit-actor-name': auditActorName,
  '017-operator-session-length': operatorSessionLength,
  '018-must-change-password': mustChangePassword,
  '019-market-day-results': marketDayResults,
  '020-upi-details': upiDetails,
  '021-fund-request-txn-key': fundRequestTxnKey,
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

/** An arbitrary fixed key: processes starting together on one PostgreSQL database take turns migrating. */
export const MIGRATION_LOCK_KEY = 740_115_004;

/**
 * Brings the database to the latest schema; throws with the failing step's name. On PostgreSQL the work runs on one
 * connection holding a session advisory lock, so a second process starting at the same time waits, then finds the
 * schema current (without it, both try to create the same tables and one fails).
 */
export async function migrateToLatest(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  if (dialect !== 'postgres') return migrateOn(db, dialect);
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    try {
      // Named explicitly: otherwise the migrator takes another schema's bookkeeping tables for this one's.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(conn);
      await migrateOn(conn, dialect, rows[0]?.schema);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
    }
  });
}

async function migrateOn(db: Kysely<unknown>, dialect: SqlDialect, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new CodeMigrations(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${detail}`);
  }
}
