/**
 * Group commit for the embedded SQLite database: jobs queued while a batch is being written are run together in
 * one transaction (a job that throws is rolled back alone: see `batchWriter`), and made durable by a single commit. The batch runs holding Kysely's connection lock, so no other transaction can interleave with it.
 *
 * With a WAL file on disk (`durable` given), the batch's commit writes its WAL frames without waiting for the disk,
 * and the WAL file is then synced on libuv's thread pool (fdatasync, as synchronous=FULL does inside the commit)
 * before any job of the batch resolves: every acknowledged job is on disk. The next batch is written while that sync
 * is under way (one sync at a time: the next covers every batch committed meanwhile, and the WAL is written in
 * order, so a batch is answered only once it and every batch before it are on disk). Every other transaction on the
 * connection keeps synchronous=FULL: should it read a batch whose sync is still under way, its own commit syncs that
 * batch before it is answered. Meanwhile the event loop keeps reading requests, so the next batch fills while the
 * disk syncs instead of the process standing still for each sync.
 */
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';

import { type Outcome, settle } from './tick-batch.ts';

/**
 * What the jobs of one batch share: facts computed once per batch (`once`), for tables no job of the batch writes
 * (the batch holds the connection, so nothing else writes meanwhile either).
 */
export interface BatchScope {
  once<T>(key: string, compute: () => T): T;
}

export type BatchJob<T> = (raw: SQLite.Database, batch: BatchScope) => T;

type Job = { run: BatchJob<unknown>; resolve: (v: unknown) => void; reject: (e: unknown) => void };
type Read = { query: (raw: SQLite.Database) => unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void };

function batchScope(): BatchScope {
  const known = new Map<string, unknown>();
  return {
    once<T>(key: string, compute: () => T): T {
      if (known.has(key)) return known.get(key) as T;
      const value = compute();
      known.set(key, value);
      return value;
    },
  };
}

/** Syncs of the WAL file, one at a time: a caller waits for a sync that started after it asked. */
class WalSyncs {
  private waiting: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  private busy = false;

  constructor(private readonly sync: () => Promise<void>) {}

  after(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.busy) void this.run();
    });
  }

  private async run(): Promise<void> {
    this.busy = true;
    while (this.waiting.length > 0) {
      const covered = this.waiting.splice(0);
      try {
        await this.sync();
        for (const w of covered) w.resolve();
      } catch (error) {
        for (const w of covered) w.reject(error);
      }
    }
    this.busy = false;
  }
}

/** Raised inside a batch's transaction to roll it back: a job failed after it had written something. */
class WroteThenFailed extends Error {}

/**
 * Writes a batch in one transaction. Jobs run one after another without savepoints: a job that fails before it
 * has written anything (a refusal decided from what it read) needs no rollback, and a savepoint for every job cost
 * the bid path about a tenth of its CPU (the statements, and the copies of the pages each savepoint changes). Should
 * a job fail after writing (SQLite's count of changed rows moved), the whole transaction is rolled back and the batch
 * written again with each job in a savepoint of its own, where a failing job is rolled back alone. Jobs read and write
 * only the database, so running one again is running it for the first time.
 */
function batchWriter(raw: SQLite.Database): (batch: Job[]) => Outcome<unknown>[] {
  const changes = raw.prepare('select total_changes()').pluck();
  // A failure that ended the transaction itself (a full disk, say) must not let the next jobs run outside it.
  const mustStillBeInTransaction = () => {
    if (!raw.inTransaction) throw new Error('the batch transaction was rolled back by the database');
  };
  // Built once: better-sqlite3 prepares BEGIN/COMMIT/SAVEPOINT for each wrapper. Nested, the inner one is a savepoint.
  const inSavepoint = raw.transaction((job: Job, scope: BatchScope) => job.run(raw, scope));
  const withSavepoints = raw.transaction((batch: Job[]) => {
    const scope = batchScope();
    return batch.map((job) => {
      const outcome = settle(() => inSavepoint(job, scope));
      if (!outcome.ok) mustStillBeInTransaction();
      return outcome;
    });
  });
  const straight = raw.transaction((batch: Job[]) => {
    const scope = batchScope();
    return batch.map((job) => {
      const before = changes.get();
      const outcome = settle(() => job.run(raw, scope));
      if (!outcome.ok) {
        mustStillBeInTransaction();
        if (changes.get() !== before) throw new WroteThenFailed();
      }
      return outcome;
    });
  });
  return (batch) => {
    try {
      return straight(batch);
    } catch (error) {
      if (error instanceof WroteThenFailed) return withSavepoints(batch);
      throw error;
    }
  };
}

export interface GroupCommitOptions {
  /** A second connection to the same file for `read` (no connection lock, never waits behind a batch). */
  reader?: SQLite.Database | undefined;
  /** Syncs the WAL file to disk (fdatasync off the event loop); batches then commit with synchronous=NORMAL. */
  syncWal?: (() => Promise<void>) | undefined;
}

export class GroupCommit {
  private queue: Job[] = [];
  private draining = false;
  private readonly write: (batch: Job[]) => Outcome<unknown>[];
  private readonly reader: SQLite.Database | undefined;
  private reads: Read[] = [];
  private readonly readTogether: ((reads: Read[]) => Outcome<unknown>[]) | undefined;
  private readonly syncs: WalSyncs | undefined;
  private readonly deferSync: SQLite.Statement | undefined;
  private readonly fullSync: SQLite.Statement | undefined;

  constructor(
    private readonly kysely: Kysely<unknown>,
    private readonly raw: SQLite.Database,
    options: GroupCommitOptions = {},
    private readonly maxBatch = 1000,
  ) {
    this.reader = options.reader;
    this.syncs = options.syncWal ? new WalSyncs(options.syncWal) : undefined;
    if (this.syncs) {
      this.deferSync = raw.prepare('pragma synchronous = NORMAL');
      this.fullSync = raw.prepare('pragma synchronous = FULL');
    }
    this.write = batchWriter(raw);
    const reader = this.reader;
    if (reader) this.readTogether = reader.transaction((reads: Read[]) => reads.map((r) => settle(() => r.query(reader))));
  }

  /**
   * Runs a synchronous read (prepared statements, no compile). With a reader connection it never waits for the writer
   * and sees what is committed, possibly a batch whose sync is still under way: use it for tables the batches do not
   * write (sessions, accounts, settings). The reads asked for in one turn of the event loop run together in one read
   * transaction: each transaction of its own costs the file and shared-memory locks, several times the read itself.
   * Without a reader it waits for the connection.
   */
  read<T>(query: (raw: SQLite.Database) => T): Promise<T> {
    if (!this.readTogether) return this.kysely.connection().execute(async () => query(this.raw));
    return new Promise<T>((resolve, reject) => {
      this.reads.push({ query, resolve: resolve as (v: unknown) => void, reject });
      if (this.reads.length === 1) setImmediate(() => this.flushReads());
    });
  }

  private flushReads(): void {
    const reads = this.reads.splice(0);
    let outcomes: Outcome<unknown>[];
    try {
      outcomes = reads.length === 1 ? [settle(() => reads[0]!.query(this.reader!))] : this.readTogether!(reads);
    } catch (error) {
      for (const r of reads) r.reject(error);
      return;
    }
    outcomes.forEach((o, i) => (o.ok ? reads[i]!.resolve(o.value) : reads[i]!.reject(o.error)));
  }

  /**
   * Runs `job` synchronously inside the next batch's transaction (a job that throws is rolled back alone); resolves
   * once that batch is committed and on disk. A job reads and writes only the database: it may be run twice.
   */
  run<T>(job: BatchJob<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run: job as BatchJob<unknown>, resolve: resolve as (v: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private commit(batch: Job[]): Outcome<unknown>[] {
    if (!this.syncs) return this.write(batch);
    this.deferSync!.run();
    try {
      return this.write(batch);
    } finally {
      this.fullSync!.run();
    }
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        // Let requests that have arrived meanwhile reach the queue, so that they share this batch's commit.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = this.queue.splice(0, this.maxBatch);
        let outcomes: Outcome<unknown>[];
        try {
          outcomes = await this.kysely.connection().execute(async () => this.commit(batch));
        } catch (error) {
          for (const job of batch) job.reject(error);
          continue;
        }
        const answer = () => outcomes.forEach((o, i) => (o.ok ? batch[i]!.resolve(o.value) : batch[i]!.reject(o.error)));
        if (!this.syncs) answer();
        else
          this.syncs.after().then(answer, (error: unknown) => {
            for (const job of batch) job.reject(error);
          });
      }
    } finally {
      this.draining = false;
    }
  }
}
