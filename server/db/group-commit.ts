/**
 * Group commit for the embedded SQLite database: jobs queued while a batch is being written are run together in
 * one transaction, each inside its own savepoint (a job that throws is rolled back alone), and made durable by a
 * single commit. The batch runs holding Kysely's connection lock, so no other transaction can interleave with it.
 */
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';

type Job = { run: (raw: SQLite.Database) => unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void };
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export class GroupCommit {
  private queue: Job[] = [];
  private draining = false;
  private readonly write: (batch: Job[]) => Outcome[];

  constructor(
    private readonly kysely: Kysely<unknown>,
    private readonly raw: SQLite.Database,
    private readonly maxBatch = 1000,
  ) {
    // Built once: better-sqlite3 prepares BEGIN/COMMIT/SAVEPOINT for each wrapper. Nested, the inner one is a savepoint.
    const one = raw.transaction((job: Job) => job.run(raw));
    this.write = raw.transaction((batch: Job[]) =>
      batch.map((job): Outcome => {
        try {
          return { ok: true, value: one(job) };
        } catch (error) {
          return { ok: false, error };
        }
      }),
    );
  }

  /** Runs a synchronous read on the connection, outside any other transaction (prepared statements, no compile). */
  read<T>(query: (raw: SQLite.Database) => T): Promise<T> {
    return this.kysely.connection().execute(async () => query(this.raw));
  }

  /** Runs `job` synchronously inside the next batch's transaction; resolves once that batch is committed. */
  run<T>(job: (raw: SQLite.Database) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run: job, resolve: resolve as (v: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        // Let requests that have arrived meanwhile reach the queue, so that they share this batch's commit.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = this.queue.splice(0, this.maxBatch);
        let outcomes: Outcome[];
        try {
          outcomes = await this.kysely.connection().execute(async () => this.write(batch));
        } catch (error) {
          for (const job of batch) job.reject(error);
          continue;
        }
        outcomes.forEach((o, i) => (o.ok ? batch[i]!.resolve(o.value) : batch[i]!.reject(o.error)));
      }
    } finally {
      this.draining = false;
    }
  }
}
