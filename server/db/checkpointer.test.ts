/**
 * The checkpoint worker never ends the process: a checkpoint that fails while stopping (a full disk, a file that is
 * not a database) is let go, and a worker that cannot open its connection hands checkpoints back to the commits.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startCheckpointer } from './checkpointer.ts';

const dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fakeConnection = (name: string) => ({ memory: false, name, pragma: vi.fn() }) as unknown as SQLite.Database & { pragma: ReturnType<typeof vi.fn> };

describe('the checkpoint worker', () => {
  it('stops cleanly when its last checkpoint fails', async () => {
    const file = join(dir, 'not-a-database.db');
    writeFileSync(file, 'x'.repeat(8192));
    const raw = fakeConnection(file);
    const checkpointer = startCheckpointer(raw, 20)!;
    await new Promise((r) => setTimeout(r, 100));
    await checkpointer.stop();
    expect(raw.pragma).toHaveBeenCalledWith('wal_autocheckpoint = 0');
    expect(raw.pragma).not.toHaveBeenCalledWith('wal_autocheckpoint = 1000');
  });

  it('hands checkpoints back to the commits when it cannot open the database', async () => {
    const raw = fakeConnection(join(dir, 'no-such-folder', 'matka.db'));
    const checkpointer = startCheckpointer(raw, 20)!;
    await vi.waitFor(() => expect(raw.pragma).toHaveBeenCalledWith('wal_autocheckpoint = 1000'));
    await checkpointer.stop();
  });
});
