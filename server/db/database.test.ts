import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, DatabaseInUseError, openDatabase } from './database.ts';

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

  it('is held by one opener at a time: a second is refused until the first closes', async () => {
    dir = mkdtempSync(join(tmpdir(), 'database-'));
    database = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseInUseError);
    await database.close();
    database = await openDatabase({ dataDir: dir });
    expect(database.sqlite!.pragma('journal_mode', { simple: true })).toBe('wal');
  });
});
