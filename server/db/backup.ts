/**
 * A copy of the embedded database and its uploaded files, taken while the server runs: `VACUUM INTO` writes the
 * database as one read transaction saw it (commits made meanwhile are not half in it, and the server's writers do not
 * wait for it; SQLite's page-by-page backup starts again at every write of the server's, and under a steady stream
 * of slips never ended), then the uploads folder is copied.
 * Files are stored before the rows that name them, so every receipt the copied database names is in the copied
 * folder; one stored after the database was copied is there without a row, and the restored server's start-up sweep
 * removes it. Only a file removed between the two copies (an old payment QR, replaced meanwhile) can be missing.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

export const DATABASE_FILE = 'matka.sqlite';

export class BackupError extends Error {}

/** Copies DATA_DIR's database and uploads into `target` (an empty or new folder); answers the database's size in bytes. */
export function backUp(dataDir: string, target: string): { bytes: number } {
  const source = join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new BackupError(`no database at ${source}: is DATA_DIR right?`);
  if (existsSync(target) && readdirSync(target).length > 0) throw new BackupError(`${target} is not empty: back up into a new folder`);
  mkdirSync(target, { recursive: true });
  const database = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    const copy = join(target, DATABASE_FILE);
    database.prepare('vacuum into ?').run(copy);
    const uploads = join(dataDir, 'uploads');
    if (existsSync(uploads)) cpSync(uploads, join(target, 'uploads'), { recursive: true });
    return { bytes: statSync(copy).size };
  } finally {
    database.close();
  }
}
