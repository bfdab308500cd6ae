import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { ReadWorkerError } from './read-worker.ts';

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

  it('are the main connection itself for an in-memory database', async () => {
    database = await openDatabase({ sqliteFile: ':memory:' });
    expect(database.reads).toBe(database.db);
  });
});
