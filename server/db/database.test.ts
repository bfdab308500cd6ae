import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, DatabaseInUseError, openDatabase, WAL_SIZE_LIMIT_BYTES } from './database.ts';

describe('the embedded database', () => {
  let database: Database | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('opens in WAL mode with durable commits, savepoint journals in memory and the page cache it is given', async () => {
    dir = mkdtempSync(join(tmpdir(), 'database-'));
    database = await openDatabase({ dataDir: dir, sqliteCacheMb: 32 });
    const pragma = (name: string) => database!.sqlite!.pragma(name, { simple: true });
    expect(pragma('journal_mode')).toBe('wal');
    expect(pragma('synchronous')).toBe(2);
    expect(pragma('temp_store')).toBe(2);
    expect(pragma('cache_size')).toBe(-32 * 1024);
    await database.close();
    database = await openDatabase({ dataDir: dir });
    expect(database.sqlite!.pragma('cache_size', { simple: true })).toBe(-128 * 1024);
  });

  it('cuts the WAL file back once a large transaction is checkpointed, instead of keeping its size', async () => {
    dir = mkdtempSync(join(tmpdir(), 'database-'));
    database = await openDatabase({ dataDir: dir });
    const sqlite = database.sqlite!;
    sqlite.exec('create table filler (id integer primary key, text text not null)');
    const insert = sqlite.prepare('insert into filler (text) values (?)');
    sqlite.transaction(() => {
      for (let i = 0; i < 40_000; i += 1) insert.run('x'.repeat(1000));
    })();
    const wal = () => statSync(join(dir!, 'matka.sqlite-wal')).size;
    expect(wal()).toBeGreaterThan(2 * WAL_SIZE_LIMIT_BYTES);
    const until = Date.now() + 15_000;
    // Small writes go on while the checkpoints run: the first that starts the WAL over cuts the file back.
    while (wal() > WAL_SIZE_LIMIT_BYTES && Date.now() < until) {
      sqlite.prepare('insert into filler (text) values (?)').run('small');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(wal()).toBeLessThanOrEqual(WAL_SIZE_LIMIT_BYTES);
  });

  it('is held by one opener at a time: a second is refused until the first closes', async () => {
    dir = mkdtempSync(join(tmpdir(), 'database-'));
    database = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseInUseError);
    await database.close();
    database = await openDatabase({ dataDir: dir });
    expect(database.sqlite!.pragma('journal_mode', { simple: true })).toBe('wal');
  });
});
