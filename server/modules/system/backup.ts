/**
 * A copy of the embedded database and its uploaded files, taken while the server runs: `VACUUM INTO` writes the
 * database as one read transaction saw it (commits made meanwhile are not half in it, and the server's writers do not
 * wait for it; SQLite's page-by-page backup starts again at every write of the server's, and under a steady stream
 * of slips never ended), then the uploads folder is copied.
 * Files are stored before the rows that name them and a replaced payment QR stays until the start-up sweep, so every
 * file the copied database names is in the copied folder; one stored after the database was copied is there without a
 * row, and the restored server's start-up sweep removes it. The copy is checked for them all the same.
 * The database is written under a temporary name and given its own only once everything is copied: a backup that
 * fails (a full disk, say) leaves nothing that could be taken for one; the folders it made are removed, and one that
 * was there before is left empty.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { SETTINGS_KEY } from '../settings/settings.ts';

export const DATABASE_FILE = 'matka.sqlite';
const UNFINISHED = `${DATABASE_FILE}.unfinished`;

export class BackupError extends Error {}

/** What a backup copied: the database's size in bytes, and the files its rows name that the copy lacks. */
export interface BackupResult {
  bytes: number;
  missing: string[];
}

/** Copies DATA_DIR's database and uploads into `target` (an empty or new folder). */
export function backUp(dataDir: string, target: string): BackupResult {
  const source = join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new BackupError(`no database at ${source}: is DATA_DIR right?`);
  const existed = existsSync(target);
  if (existed && !statSync(target).isDirectory()) throw new BackupError(`${target} is not a folder`);
  if (existed && readdirSync(target).length > 0) throw new BackupError(`${target} is not empty: back up into a new folder`);
  // The outermost folder this backup makes (the target, or a parent of it that is missing too): removed on failure.
  let made = target;
  while (!existsSync(dirname(made))) made = dirname(made);
  try {
    mkdirSync(target, { recursive: true });
    const copy = join(target, UNFINISHED);
    const database = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      database.pragma('busy_timeout = 5000');
      database.prepare('vacuum into ?').run(copy);
    } finally {
      database.close();
    }
    const uploads = join(dataDir, 'uploads');
    if (existsSync(uploads)) cpSync(uploads, join(target, 'uploads'), { recursive: true });
    const missing = missingUploads(copy, target);
    renameSync(copy, join(target, DATABASE_FILE));
    return { bytes: statSync(join(target, DATABASE_FILE)).size, missing };
  } catch (error) {
    if (existed) for (const entry of readdirSync(target)) rmSync(join(target, entry), { recursive: true, force: true });
    else rmSync(made, { recursive: true, force: true });
    const { code, message } = error as { code?: string; message?: string };
    throw new BackupError(`${code ? `${code}: ` : ''}${message ?? String(error)}; nothing was left in ${target}`);
  }
}

/** The files the copied database names (receipts, the payment QR) that are not in the copied uploads. */
function missingUploads(copy: string, target: string): string[] {
  const database = new SQLite(copy, { readonly: true, fileMustExist: true });
  try {
    const receipts = database.prepare(`select receipt_file as name from fund_requests where receipt_file <> ''`).pluck().all() as string[];
    const qr = database.prepare(`select json_extract(value, '$.qr_file') from settings where key = ?`).pluck().get(SETTINGS_KEY) as string | null | undefined;
    const named = [...receipts.map((name) => join('receipts', name)), ...(qr ? [join('settings', qr)] : [])];
    return named.filter((file) => !existsSync(join(target, 'uploads', file)));
  } finally {
    database.close();
  }
}
