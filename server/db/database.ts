/**
 * Opens the database: embedded SQLite in the data directory by default, PostgreSQL when a URL is given.
 * The schema is migrated on open, so a fresh data directory is ready to use.
 */
import { closeSync, fdatasync, fstatSync, mkdirSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { startCheckpointer } from './checkpointer.ts';
import type { GroupCommitOptions } from './group-commit.ts';
import type { SqlDialect } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';
import { readWorkerDatabase } from './read-worker.ts';
import type { DB } from './schema.ts';

// BIGINT (money, ids, times) as numbers: every value we store is far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

export interface Database {
  db: Kysely<DB>;
  /**
   * For the operator's long reads (reports, exposure, previews, exports): on a SQLite file, a worker thread's
   * read-only connection (read-worker.ts), so they never hold the event loop; elsewhere `db` itself.
   */
  reads: Kysely<DB>;
  dialect: SqlDialect;
  /** The embedded database's own handle (SQLite only), for group-committed hot paths. */
  sqlite?: SQLite.Database;
  /** SQLite file databases: a read connection and the WAL file's sync, for the group commit (see GroupCommit). */
  sqliteGroupCommit?: GroupCommitOptions;
  /** The PostgreSQL pool (PostgreSQL only), for prepared statements on hot paths. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection URL; when absent, SQLite is used. */
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to use (created when missing); tests give each suite its own. */
  pgSchema?: string;
  /** Directory for the SQLite file. */
  dataDir?: string;
  /** SQLite file path (overrides dataDir); ':memory:' for a throwaway database. */
  sqliteFile?: string;
  /** SQLite: the writing connection's page cache, in MiB (default DEFAULT_SQLITE_CACHE_MB). */
  sqliteCacheMb?: number;
  /** PostgreSQL: how long a request waits for a free connection of the pool (default POOL_WAIT_MS). */
  poolWaitMs?: number;
}

/**
 * PostgreSQL: the longest a request waits for one of the pool's connections, and a statement for a row lock (a wallet
 * another session holds). Past them the request fails, nothing done, and is answered 503 "busy", where it would have
 * waited for as long as the lock was held, the whole process with it once the pool was taken. Far above what the
 * product's own waits take (a day's settlement holds its players' wallets for seconds).
 */
export const POOL_WAIT_MS = 10_000;
export const LOCK_WAIT = '30s';

/**
 * The writing connection's page cache: a declaration updates every bid of a market day in one transaction, and a
 * cache smaller than those pages writes them out to the WAL before the commit (a million bids settled about a fifth
 * faster with 128 MiB than with the 16 MiB default). The memory is taken only as pages are read.
 */
export const DEFAULT_SQLITE_CACHE_MB = 128;

/** What the WAL file is cut back to once checkpointed (see journal_size_limit below). */
export const WAL_SIZE_LIMIT_BYTES = 16 * 1024 * 1024;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl, options.pgSchema, options.poolWaitMs) : openSqlite(options);
  await migrateToLatest(database.db as Kysely<unknown>, database.dialect);
  return database;
}

function openSqlite(options: DatabaseOptions): Database {
  let file = options.sqliteFile;
  if (!file) {
    const dir = options.dataDir ?? './data';
    mkdirSync(dir, { recursive: true });
    file = join(dir, 'matka.sqlite');
  }
  const processLock = file === ':memory:' ? undefined : holdProcessLock(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Savepoints (one per group-committed job) journal the pages they change: in memory, not in a temporary file.
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma(`cache_size = -${(options.sqliteCacheMb ?? DEFAULT_SQLITE_CACHE_MB) * 1024}`);
  // The WAL file goes back to at most this once checkpointed, rather than keeping the size of the largest
  // transaction (a day's settlement) on disk for the life of the process; bids alone keep it to a few MB.
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  foldCaseAsPostgres(sqlite);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }) });
  const checkpointer = startCheckpointer(sqlite);
  const wal = fileWal(sqlite, file);
  const reads = wal ? readWorkerDatabase(file, { holdBytes: WAL_SIZE_LIMIT_BYTES, holdMaxMs: 2000 }) : db;
  const close = async () => {
    if (reads !== db) await reads.destroy();
    await checkpointer?.stop();
    wal?.close();
    await db.destroy();
    processLock?.close();
  };
  return { db, reads, dialect: 'sqlite', sqlite, ...(wal ? { sqliteGroupCommit: wal.options } : {}), close };
}

/** Another server process holds the embedded database. */
export class DatabaseInUseError extends Error {}

/**
 * One server process per embedded database: a second one on the same data directory would meet "database is locked"
 * on busy writes (players got 500s). The process holds an exclusive lock on a file beside the database for as long as
 * it has the database open; the operating system lets go of it when the process ends, however it ends.
 */
function holdProcessLock(file: string): SQLite.Database {
  const lock = new SQLite(`${file}-lock`);
  try {
    lock.pragma('busy_timeout = 0');
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('begin exclusive');
    return lock;
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DatabaseInUseError(
        `another server process is using the database ${file}: the embedded database serves one process (stop the other one, or use PostgreSQL, DATABASE_URL, for several)`,
      );
    }
    throw error;
  }
}

/**
 * SQLite's own lower() folds ASCII letters only, PostgreSQL's every letter: a search for "émile" found "Émile" on one
 * and not the other, and two markets named "ÉTOILE" and "étoile" were told apart. Every lower() on this connection
 * folds as JavaScript does (no index is built on lower()).
 */
function foldCaseAsPostgres(sqlite: SQLite.Database): void {
  sqlite.function('lower', { deterministic: true }, (text: unknown) => (text === null ? null : String(text).toLowerCase()));
}

/** Kysely prepares every query it runs; this handle prepares each SQL text once and keeps the statement. */
function preparedOnce(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        // Texts vary with the length of `in (...)` lists: keep the cache bounded.
        if (statements.size >= 2000) statements.clear();
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * For a file database in WAL mode: a second connection that only reads (sessions and account checks on the hot
 * path, without waiting for the writer's connection), and the WAL file's fdatasync on libuv's thread pool.
 */
function fileWal(sqlite: SQLite.Database, file: string) {
  if (sqlite.memory || file === ':memory:' || String(sqlite.pragma('journal_mode', { simple: true })) !== 'wal') return undefined;
  const reader = new SQLite(file);
  reader.pragma('busy_timeout = 5000');
  reader.pragma('query_only = ON');
  const walFile = `${file}-wal`;
  let fd: number | undefined;
  let inode = -1;
  const syncWal = () =>
    new Promise<void>((resolve, reject) => {
      try {
        // The WAL file lives as long as a connection is open; should it ever be made anew, sync the new one.
        const current = statSync(walFile).ino;
        if (fd === undefined || current !== inode) {
          if (fd !== undefined) closeSync(fd);
          fd = openSync(walFile, 'r');
          inode = fstatSync(fd).ino;
        }
      } catch (error) {
        reject(error as Error);
        return;
      }
      fdatasync(fd, (error) => (error ? reject(error) : resolve()));
    });
  return {
    options: { reader, syncWal },
    close() {
      if (reader.open) reader.close();
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

async function openPostgres(url: string, schema: string | undefined, poolWaitMs = POOL_WAIT_MS): Promise<Database> {
  if (schema !== undefined) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid PostgreSQL schema name "${schema}"`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: poolWaitMs,
    // The hot paths' statements are planned once per connection inside functions of the database, written so that
    // their one plan reads every table by key (pg-functions.ts). Everything else may use cached plans, as PostgreSQL
    // chooses by default: the foreign-key checks, several per slip, are index lookups whose one plan fits every value
    // (planned at every check they took a third of the database's CPU on the bid path); Kysely's statements are
    // unnamed, planned for their values at each run. `auto` is set here in case the database or role was configured
    // otherwise; the pool hands a new connection out only once it is set. The schema is set here too, after the URL's
    // own `options` (which would win over a pool option).
    onConnect: async (client) => {
      const searchPath = schema !== undefined ? `; set search_path to "${schema}"` : '';
      await client.query(`set plan_cache_mode = auto; set lock_timeout = '${LOCK_WAIT}'${searchPath}`);
    },
  });
  // An idle connection the database closes (a restart, an administrator) is dropped by the pool, which opens another
  // when next asked; without a listener its error would end the process.
  pool.on('error', () => undefined);
  // So would one closed while handed out (in a transaction, between its statements), when the pool listens no more: its
  // statement in flight, or the next one, fails instead, and the pool drops the connection when it is given back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, reads: db, dialect: 'postgres', pool, close: () => db.destroy() };
}
