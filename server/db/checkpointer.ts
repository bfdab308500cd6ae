/**
 * WAL checkpoints off the request path for the embedded database. SQLite's automatic checkpoint runs inside the
 * commit that crosses the threshold, so one request in a thousand pages waits for the database file to be
 * written and synced (the tail stalls of the bid path). Instead the main connection never checkpoints, and a
 * worker thread with its own connection runs a passive checkpoint (it never blocks writers) every interval; the
 * next write restarts the WAL from its start once a checkpoint has copied all of it. Commits stay durable
 * (synchronous=FULL on the main connection); the checkpoint itself syncs the database file in the worker.
 */
import type SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** better-sqlite3 as this file finds it: the worker's own lookup would start from the process's working directory. */
const SQLITE_MODULE = createRequire(import.meta.url).resolve('better-sqlite3');

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.sqliteModule);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 0');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (e) { /* busy: next time */ }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (e) { /* a full disk: the next start checkpoints */ }
  try { db.close(); } catch (e) { /* closing anyway */ }
  parentPort.close();
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

/** Moves checkpoints of a file database into a worker thread; answers undefined for an in-memory database. */
export function startCheckpointer(raw: SQLite.Database, intervalMs = 250): Checkpointer | undefined {
  if (raw.memory || !raw.name) return undefined;
  raw.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER, { eval: true, workerData: { file: raw.name, intervalMs, sqliteModule: SQLITE_MODULE } });
  worker.unref();
  // A worker that fails (its connection cannot open) hands checkpoints back to the main connection's commits,
  // so the WAL never grows without end, and its error never ends the process.
  worker.on('error', () => {
    try {
      raw.pragma('wal_autocheckpoint = 1000');
    } catch {
      // the main connection is closed already
    }
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopping = false;
  return {
    stop() {
      if (!stopping) {
        stopping = true;
        worker.ref();
        worker.postMessage('stop');
      }
      return exited;
    },
  };
}
