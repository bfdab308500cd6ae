/**
 * Uploaded files, under names the server makes. On SQLite they live under DATA_DIR/uploads, outside any static
 * folder; on PostgreSQL in the `uploads` table, so every server process on the database sees the same files.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../db/dialect.ts';
import type { DB } from '../db/schema.ts';

export type UploadKind = 'receipts' | 'settings';

/** Where uploads go: the database (PostgreSQL) or the data folder (SQLite). Pass a transaction as `db` to store with it. */
export interface UploadPlace {
  db: Kysely<DB>;
  dialect: SqlDialect;
  dataDir: string;
}

const SAFE_NAME = /^[0-9a-f-]{36}\.(jpg|png)$/;

/** The stored file's media type, from the extension its name was given. */
export const uploadMediaType = (name: string): string => (name.endsWith('.png') ? 'image/png' : 'image/jpeg');

function dirOf(dataDir: string, kind: UploadKind): string {
  return join(dataDir, 'uploads', kind);
}

export async function storeUpload(place: UploadPlace, kind: UploadKind, bytes: Buffer, type: 'jpeg' | 'png' = 'jpeg'): Promise<string> {
  const name = `${randomUUID()}.${type === 'png' ? 'png' : 'jpg'}`;
  if (place.dialect === 'postgres') {
    await place.db.insertInto('uploads').values({ kind, name, bytes, created_at: Date.now() }).execute();
    return name;
  }
  const dir = dirOf(place.dataDir, kind);
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(join(dir, name), bytes, { flag: 'wx' });
  } catch (error) {
    // A write that failed part way (a full disk) leaves no partial file behind.
    await rm(join(dir, name), { force: true }).catch(() => undefined);
    throw error;
  }
  return name;
}

export async function readUpload(place: UploadPlace, kind: UploadKind, name: string): Promise<Buffer | undefined> {
  if (!SAFE_NAME.test(name)) return undefined;
  if (place.dialect === 'postgres') {
    const row = await place.db.selectFrom('uploads').select('bytes').where('kind', '=', kind).where('name', '=', name).executeTakeFirst();
    return row ? Buffer.from(row.bytes) : undefined;
  }
  try {
    return await readFile(join(dirOf(place.dataDir, kind), name));
  } catch {
    return undefined;
  }
}

export async function removeUpload(place: UploadPlace, kind: UploadKind, name: string): Promise<void> {
  if (!SAFE_NAME.test(name)) return;
  if (place.dialect === 'postgres') {
    await place.db.deleteFrom('uploads').where('kind', '=', kind).where('name', '=', name).execute();
    return;
  }
  await rm(join(dirOf(place.dataDir, kind), name), { force: true });
}

/** The stored uploads of a kind, with when each was stored (ms). */
export async function listUploads(place: UploadPlace, kind: UploadKind): Promise<Array<{ name: string; storedAt: number }>> {
  if (place.dialect === 'postgres') {
    const rows = await place.db.selectFrom('uploads').select(['name', 'created_at']).where('kind', '=', kind).execute();
    return rows.map((r) => ({ name: r.name, storedAt: Number(r.created_at) }));
  }
  const dir = dirOf(place.dataDir, kind);
  const names = await readdir(dir).catch(() => [] as string[]);
  const found = await Promise.all(
    names.filter((name) => SAFE_NAME.test(name)).map(async (name) => ({ name, storedAt: (await stat(join(dir, name))).mtimeMs })),
  );
  return found;
}

/** The upload place of a request's dependencies. */
export const uploadPlaceOf = (deps: { db: Kysely<DB>; dialect: SqlDialect; config: { dataDir: string } }): UploadPlace => ({
  db: deps.db,
  dialect: deps.dialect,
  dataDir: deps.config.dataDir,
});
