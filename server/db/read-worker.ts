/**
 * The operator's long reads off the event loop for the embedded database. SQLite answers on the thread that asks,
 * so a console report over a busy day (the exposure of a million pending bids, a week's sell report) held every
 * player's request behind it for seconds (a balance read waited 10.9 s during one exposure read). These reads go to
 * a worker thread with a read-only connection of its own instead; WAL lets it read the last commit while the main
 * connection writes. The worker starts on the first read and is shared by every such read, one at a time, in turn.
 *
 * Only reads: the connection is query_only, and the Kysely instance over it takes no transactions.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { DB } from './schema.ts';

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.sqliteModule);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('query_only = ON');
// As the main connection's (database.ts, foldCaseAsPostgres).
db.function('lower', { deterministic: true }, (text) => (text === null ? null : String(text).toLowerCase()));
// For the checkpoint between reads (below); it never blocks a writer, and a busy one is tried again later.
const checkpoints = new Database(workerData.file);
checkpoints.pragma('busy_timeout = 0');
const statements = new Map();
const queue = [];
let running = false;

function read(message) {
  try {
    let statement = statements.get(message.sql);
    if (!statement) {
      if (statements.size >= 500) statements.clear();
      statement = db.prepare(message.sql);
      statements.set(message.sql, statement);
    }
    if (!statement.reader) throw new Error('the read worker runs reads only');
    parentPort.postMessage({ id: message.id, rows: statement.all(message.parameters) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: { message: String(error && error.message), code: error && error.code } });
  }
}

// Reads one after another. A read holds its snapshot of the WAL, and while one is always under way the main
// connection's writes cannot start the WAL file over, so it would grow for as long as reads keep coming. So, at most
// every 200 ms, before a read, while this thread holds no snapshot: a passive checkpoint, then a pause of 10
// milliseconds in which the next write may start the WAL over. Should the WAL hold more than holdFrames (a
// checkpoint does not catch up while writes keep coming and each pause is short), the read waits, checkpointing
// again every 10 ms, until the WAL has started over, or for at most holdMaxMs (a report is late, never lost).
const holdFrames = Math.max(1, Math.floor(workerData.holdBytes / (db.pragma('page_size', { simple: true }) + 24)));
let lastCheckpoint = 0;
let stopped = false;

function pump() {
  if (stopped || queue.length === 0) {
    running = false;
    return;
  }
  if (Date.now() - lastCheckpoint >= 200) return startOver(Date.now());
  read(queue.shift());
  setImmediate(pump);
}

function startOver(since) {
  if (stopped) return;
  let waiting = true;
  try {
    const { log, checkpointed } = checkpoints.pragma('wal_checkpoint(PASSIVE)')[0];
    waiting = log > holdFrames;
    // Every frame copied back and no write to start the WAL over (a quiet database): this thread starts it over,
    // at once or not at all (a writer or an older reader in the way: look again). Nothing is left to copy, so the
    // writers wait no more than a sync for it.
    if (waiting && checkpointed === log) waiting = checkpoints.pragma('wal_checkpoint(TRUNCATE)')[0].busy !== 0;
  } catch (e) { /* busy: look again */ }
  lastCheckpoint = Date.now();
  if (waiting && lastCheckpoint - since < workerData.holdMaxMs) return setTimeout(() => startOver(since), 10);
  setTimeout(pump, 10);
}

parentPort.on('message', (message) => {
  if (message === 'stop') {
    stopped = true;
    try { db.close(); checkpoints.close(); } catch (e) { /* closing anyway */ }
    parentPort.close();
    return;
  }
  queue.push(message);
  if (!running) {
    running = true;
    setImmediate(pump);
  }
});
`;

/** better-sqlite3 as this file finds it: the worker's own lookup would start from the process's working directory. */
const SQLITE_MODULE = createRequire(import.meta.url).resolve('better-sqlite3');

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/** A read that failed in the worker, with SQLite's code (SQLITE_BUSY ...) as the main connection's errors carry it. */
export class ReadWorkerError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

class ReadWorker {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly file: string,
    private readonly hold: WalHold,
  ) {}

  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<unknown[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Busy only while a read is under way: an idle worker never keeps the process alive.
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, sql, parameters });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER, { eval: true, workerData: { file: this.file, sqliteModule: SQLITE_MODULE, ...this.hold } });
    worker.unref();
    worker.on('message', (m: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
      const waiting = this.pending.get(m.id);
      if (!waiting) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if (m.error) waiting.reject(new ReadWorkerError(m.error.message, m.error.code));
      else waiting.resolve(m.rows ?? []);
    });
    // A worker that failed or ended fails the reads it had; the next read starts a new one.
    const gone = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [, waiting] of this.pending) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', gone);
    worker.on('exit', () => gone(new Error('the read worker stopped')));
    this.worker = worker;
    return worker;
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.ref();
    worker.postMessage('stop');
    await exited;
  }
}

class ReadWorkerDriver implements Driver {
  private readonly connection: DatabaseConnection;

  constructor(private readonly worker: ReadWorker) {
    this.connection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => ({ rows: (await worker.run(query.sql, query.parameters)) as R[] }),
      streamQuery: () => {
        throw new Error('the read worker does not stream');
      },
    };
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('the read worker takes no transactions');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.worker.stop();
  }
}

/** When reads wait for the WAL to start over (above): it holds more than `holdBytes`; for at most `holdMaxMs`. */
export interface WalHold {
  holdBytes: number;
  holdMaxMs: number;
}

/** A Kysely instance whose queries run in a worker thread's read-only connection to the database file. */
export function readWorkerDatabase(file: string, hold: WalHold): Kysely<DB> {
  const worker = new ReadWorker(file, hold);
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new ReadWorkerDriver(worker),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}
