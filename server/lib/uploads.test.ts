/** A stored upload is all or nothing: a write that fails part way (a full disk) leaves no file behind. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { DB } from '../db/schema.ts';
import { storeUpload } from './uploads.ts';

const failing = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  return {
    ...real,
    writeFile: async (...args: Parameters<typeof real.writeFile>) => {
      if (!failing.on) return real.writeFile(...args);
      // The disk fills after the first bytes.
      await real.writeFile(args[0], (args[1] as Buffer).subarray(0, 10), args[2]);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    },
  };
});

const dataDir = mkdtempSync(join(tmpdir(), 'uploads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const place = { db: undefined as unknown as Kysely<DB>, dialect: 'sqlite' as const, dataDir };

describe('storeUpload on the data folder', () => {
  it('stores the bytes under a new name; a failed write leaves nothing', async () => {
    const name = await storeUpload(place, 'receipts', Buffer.alloc(1000, 7));
    expect(readdirSync(join(dataDir, 'uploads', 'receipts'))).toEqual([name]);
    failing.on = true;
    await expect(storeUpload(place, 'receipts', Buffer.alloc(1000, 7))).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(readdirSync(join(dataDir, 'uploads', 'receipts'))).toEqual([name]);
  });
});
