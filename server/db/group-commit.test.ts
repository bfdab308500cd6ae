import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { GroupCommit } from './group-commit.ts';

describe('group commit (SQLite)', () => {
  let database: Database;
  afterEach(async () => database?.close());

  async function setup() {
    database = await openDatabase({ sqliteFile: ':memory:' });
    database.sqlite!.exec('create table t (id integer primary key, v text not null unique)');
    return new GroupCommit(database.db as never, database.sqlite!);
  }
  const rows = () => database.sqlite!.prepare('select v from t order by id').pluck().all();

  it('commits concurrent jobs together and rolls back only the job that throws', async () => {
    const gc = await setup();
    const insert = (v: string) => gc.run((raw) => raw.prepare('insert into t (v) values (?)').run(v).lastInsertRowid);
    const results = await Promise.allSettled([
      insert('a'),
      gc.run((raw) => {
        raw.prepare('insert into t (v) values (?)').run('half-done');
        throw new Error('refused');
      }),
      insert('b'),
      insert('a'),
      insert('c'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect(rows()).toEqual(['a', 'b', 'c']);
  });

  it('runs a batch once when its jobs fail only before writing; a job that wrote and failed makes it run again in savepoints', async () => {
    const gc = await setup();
    const runs: Record<string, number> = {};
    const insert = (v: string) =>
      gc.run((raw) => {
        runs[v] = (runs[v] ?? 0) + 1;
        return raw.prepare('insert into t (v) values (?)').run(v).changes;
      });
    const refuseFirst = (v: string) =>
      gc.run((raw) => {
        runs[v] = (runs[v] ?? 0) + 1;
        if (raw.prepare('select count(*) from t where v = ?').pluck().get('a')) throw new Error(`${v} refused`);
        return 0;
      });
    const first = await Promise.allSettled([insert('a'), refuseFirst('check'), insert('b')]);
    expect(first.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(runs).toEqual({ a: 1, check: 1, b: 1 });

    const second = await Promise.allSettled([
      insert('c'),
      gc.run((raw) => {
        runs.wrote = (runs.wrote ?? 0) + 1;
        raw.prepare('insert into t (v) values (?)').run('half-done');
        throw new Error('failed after writing');
      }),
      insert('d'),
    ]);
    expect(second.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((second[1] as PromiseRejectedResult).reason).toEqual(new Error('failed after writing'));
    expect(rows()).toEqual(['a', 'b', 'c', 'd']);
    // Written straight up to the failing job, then again from the start in savepoints.
    expect(runs).toMatchObject({ c: 2, wrote: 2, d: 1 });
  });

  it('fails the whole batch, and runs none of its later jobs, when a failure ends the transaction', async () => {
    const gc = await setup();
    let later = 0;
    const results = await Promise.allSettled([
      gc.run((raw) => raw.prepare('insert into t (v) values (?)').run('a')),
      gc.run((raw) => {
        raw.exec('rollback');
        throw new Error('the database ended the transaction');
      }),
      gc.run((raw) => ((later += 1), raw.prepare('insert into t (v) values (?)').run('b'))),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(later).toBe(0);
    expect(rows()).toEqual([]);
    expect(await gc.run((raw) => raw.prepare('insert into t (v) values (?)').run('c').changes)).toBe(1);
    expect(rows()).toEqual(['c']);
  });

  it('never runs a job inside another transaction on the same connection', async () => {
    const gc = await setup();
    let job: Promise<number> | undefined;
    const kysely = database.db.transaction().execute(async (trx) => {
      await sql`insert into t (v) values ('inside kysely')`.execute(trx);
      job = gc.run((raw) => raw.prepare('insert into t (v) values (?)').run('from job').changes);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('rolled back');
    });
    await expect(kysely).rejects.toThrow('rolled back');
    expect(await job).toBe(1);
    expect(rows()).toEqual(['from job']);
    expect(await gc.read((raw) => raw.prepare('select count(*) from t').pluck().get())).toBe(1);
  });

  it('computes a fact once per batch: the jobs of one batch share it, the next batch computes it again', async () => {
    const gc = await setup();
    let computed = 0;
    const job = () => gc.run((raw, batch) => batch.once('count', () => ((computed += 1), raw.prepare('select count(*) from t').pluck().get())));
    expect(await Promise.all([job(), job(), job()])).toEqual([0, 0, 0]);
    expect(computed).toBe(1);
    await gc.run((raw) => raw.prepare('insert into t (v) values (?)').run('a'));
    expect(await job()).toBe(1);
    expect(computed).toBe(2);
  });

  it('runs the reads asked for in one turn in one read transaction on the reader; a failing read fails alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    try {
      database = await openDatabase({ dataDir: dir });
      database.sqlite!.exec("create table t (id integer primary key, v text not null unique); insert into t (v) values ('a')");
      const gc = new GroupCommit(database.db as never, database.sqlite!, database.sqliteGroupCommit);
      const count = (r: SQLite.Database) => ({
        n: r.prepare('select count(*) from t').pluck().get(),
        together: r.inTransaction,
        reader: r !== database.sqlite,
      });
      const reads = await Promise.allSettled([gc.read(count), gc.read((r) => r.prepare('select nothing from nowhere').get()), gc.read(count)]);
      expect(reads.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((reads[0] as PromiseFulfilledResult<unknown>).value).toEqual({ n: 1, together: true, reader: true });
      expect((reads[2] as PromiseFulfilledResult<unknown>).value).toEqual({ n: 1, together: true, reader: true });
      // A later turn sees what was committed since.
      await gc.run((raw) => raw.prepare('insert into t (v) values (?)').run('b'));
      expect(await gc.read(count)).toEqual({ n: 2, together: false, reader: true });
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on a file database, answers a batch only once its WAL is synced, and keeps synchronous=FULL for the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    try {
      database = await openDatabase({ dataDir: dir });
      const raw = database.sqlite!;
      raw.exec('create table t (id integer primary key, v text not null unique)');
      const durable = database.sqliteGroupCommit!;
      const events: string[] = [];
      const gc = new GroupCommit(database.db as never, raw, {
        reader: durable.reader,
        syncWal: async () => {
          events.push(`sync (synchronous=${String(raw.pragma('synchronous', { simple: true }))})`);
          await durable.syncWal!();
        },
      });
      const jobs = ['a', 'b', 'a'].map((v) =>
        gc
          .run((r) => r.prepare('insert into t (v) values (?)').run(v).changes)
          .then(
            () => events.push(`ok ${v}`),
            () => events.push(`refused ${v}`),
          ),
      );
      await Promise.all(jobs);
      // One sync for the batch, with FULL restored before it; every job answered after it.
      expect(events).toEqual(['sync (synchronous=2)', 'ok a', 'ok b', 'refused a']);
      expect(raw.pragma('synchronous', { simple: true })).toBe(2);
      // The reader sees what is committed, without waiting for the connection.
      expect(await gc.read((r) => r.prepare('select count(*) from t').pluck().get())).toBe(2);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes the next batch while a sync is under way, and answers each batch after a sync that began after its commit', async () => {
    await setup();
    const syncs: { release: () => void }[] = [];
    const gc = new GroupCommit(database.db as never, database.sqlite!, {
      syncWal: () => new Promise<void>((resolve) => syncs.push({ release: resolve })),
    });
    const answered: string[] = [];
    const insert = (v: string) => gc.run((raw) => raw.prepare('insert into t (v) values (?)').run(v)).then(() => answered.push(v));

    const a = insert('a');
    await vi.waitFor(() => expect(syncs).toHaveLength(1));
    const b = insert('b');
    // b's batch is committed while a's sync is still under way; nothing is answered yet, and b waits for a sync of its own.
    await vi.waitFor(() => expect(rows()).toEqual(['a', 'b']));
    expect(answered).toEqual([]);
    expect(syncs).toHaveLength(1);
    syncs[0]!.release();
    await a;
    await vi.waitFor(() => expect(syncs).toHaveLength(2));
    expect(answered).toEqual(['a']);
    syncs[1]!.release();
    await b;
    expect(answered).toEqual(['a', 'b']);
  });
});
