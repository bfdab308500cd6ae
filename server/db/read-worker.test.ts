import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { ReadWorkerError, readWorkerDatabase } from './read-worker.ts';
import type { DB } from './schema.ts';

describe("the operator's reads on a SQLite file", () => {
  let database: Database | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const open = async () => {
    dir = mkdtempSync(join(tmpdir(), 'reads-'));
    database = await openDatabase({ dataDir: dir });
    return database;
  };

  it('run off the event loop: it keeps turning while a long read runs', async () => {
    const { reads } = await open();
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 1);
    // Two million rows counted: the better part of a second, on any machine.
    const { rows } = await sql<{
      n: number;
    }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < 2000000) select count(*) as n from c`.execute(reads);
    clearInterval(timer);
    expect(rows).toEqual([{ n: 2_000_000 }]);
    expect(turns).toBeGreaterThan(5);
  });

  it('read what was last committed, fold case as the main connection does, and refuse to write', async () => {
    const { db, reads } = await open();
    await db.insertInto('settings').values({ key: 'probe', value: 'Émile', updated_at: 1 }).execute();
    const read = () =>
      reads
        .selectFrom('settings')
        .select(['value', sql<string>`lower(value)`.as('folded')])
        .where('key', '=', 'probe')
        .executeTakeFirst();
    expect(await read()).toEqual({ value: 'Émile', folded: 'émile' });
    await db.updateTable('settings').set({ value: 'Zoë' }).where('key', '=', 'probe').execute();
    expect(await read()).toEqual({ value: 'Zoë', folded: 'zoë' });
    await expect(reads.deleteFrom('settings').execute()).rejects.toThrow(ReadWorkerError);
    await expect(reads.transaction().execute(async () => undefined)).rejects.toThrow('the read worker takes no transactions');
    expect(await read()).toEqual({ value: 'Zoë', folded: 'zoë' });
  });

  it('work whatever directory the server was started from', async () => {
    const started = process.cwd();
    process.chdir(tmpdir());
    try {
      const { reads } = await open();
      expect((await sql<{ one: number }>`select 1 as one`.execute(reads)).rows).toEqual([{ one: 1 }]);
    } finally {
      process.chdir(started);
    }
  });

  describe('while the WAL has grown past its limit', () => {
    let reads: Kysely<DB> | undefined;
    let reader: SQLite.Database | undefined;
    afterEach(async () => {
      reader?.close();
      await reads?.destroy();
    });

    /**
     * A database whose WAL holds about 1 MB that cannot start over (another connection keeps reading an old
     * snapshot), with a read worker that holds reads from 256 KB of WAL for at most `holdMaxMs`.
     */
    const grownWal = async (holdMaxMs: number) => {
      const { sqlite } = await open();
      const file = join(dir!, 'matka.sqlite');
      sqlite!.exec('create table filler (id integer primary key, text text not null)');
      reader = new SQLite(file, { readonly: true });
      reader.exec('begin');
      reader.prepare('select count(*) from filler').get();
      const insert = sqlite!.prepare('insert into filler (text) values (?)');
      for (let i = 0; i < 100; i += 1) insert.run('x'.repeat(10_000));
      reads = readWorkerDatabase(file, { holdBytes: 256 * 1024, holdMaxMs });
      const count = () => sql<{ n: number }>`select count(*) as n from filler`.execute(reads!).then((r) => r.rows[0]!.n);
      return { sqlite: sqlite!, count, walFrames: () => (sqlite!.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number }>)[0]!.log };
    };

    it('the next read waits until a write has started the WAL over', async () => {
      const { sqlite, count, walFrames } = await grownWal(60_000);
      expect(walFrames()).toBeGreaterThan(256);
      let done = false;
      const next = count().then((n) => ((done = true), n));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(done).toBe(false);
      // The old snapshot ends; small writes go on; one of them starts the WAL over and the read runs.
      reader!.exec('commit');
      for (let i = 0; i < 500 && !done; i += 1) {
        sqlite.prepare('insert into filler (text) values (?)').run('small');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(done).toBe(true);
      expect(await next).toBeGreaterThan(100);
      expect(walFrames()).toBeLessThan(50);
    });

    it('a read does not wait when the grown WAL is copied back already (nothing is being written)', async () => {
      const { sqlite, count, walFrames } = await grownWal(60_000);
      reader!.exec('commit');
      const copied = () => (sqlite.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number; checkpointed: number }>)[0]!;
      for (let i = 0; i < 500 && copied().checkpointed < copied().log; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(walFrames()).toBeGreaterThan(256);
      // Held, the read would wait a minute; not held, it answers at once (ten seconds is room for a slow machine).
      const late = new Promise((resolve) => setTimeout(() => resolve('held'), 10_000));
      expect(await Promise.race([count(), late])).toBe(100);
    });

    it('a read waits no longer than its limit when the WAL cannot start over', async () => {
      const { count, walFrames } = await grownWal(300);
      expect(await count()).toBe(100);
      expect(walFrames()).toBeGreaterThan(256);
    });
  });

  it('are the main connection itself for an in-memory database', async () => {
    database = await openDatabase({ sqliteFile: ':memory:' });
    expect(database.reads).toBe(database.db);
  });
});
