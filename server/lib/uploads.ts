/** Uploaded files live under DATA_DIR/uploads, outside any static folder, under names the server makes. */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type UploadKind = 'receipts' | 'settings';

const SAFE_NAME = /^[0-9a-f-]{36}\.jpg$/;

function dirOf(dataDir: string, kind: UploadKind): string {
  return join(dataDir, 'uploads', kind);
}

export async function storeUpload(dataDir: string, kind: UploadKind, bytes: Buffer): Promise<string> {
  const dir = dirOf(dataDir, kind);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.jpg`;
  await writeFile(join(dir, name), bytes, { flag: 'wx' });
  return name;
}

export async function readUpload(dataDir: string, kind: UploadKind, name: string): Promise<Buffer | undefined> {
  if (!SAFE_NAME.test(name)) return undefined;
  try {
    return await readFile(join(dirOf(dataDir, kind), name));
  } catch {
    return undefined;
  }
}

export async function removeUpload(dataDir: string, kind: UploadKind, name: string): Promise<void> {
  if (SAFE_NAME.test(name)) await rm(join(dirOf(dataDir, kind), name), { force: true });
}
