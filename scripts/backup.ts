/**
 * `npm run backup -- <folder>`: copies the embedded database (DATA_DIR) and its uploads into a new folder while the
 * server runs. To restore: stop the server and start it on a copy of the folder as DATA_DIR (or on an emptied DATA_DIR
 * holding the copy: an old DATA_DIR's write-ahead log would be replayed onto the restored file). On PostgreSQL
 * (DATABASE_URL), back up with pg_dump instead: the uploads are in the database.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { BackupError, backUp } from '../server/modules/system/backup.ts';

const target = process.argv[2];
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (the uploaded files are in its uploads table).');
  process.exit(2);
}
if (!target) {
  console.error('usage: npm run backup -- <new folder>');
  process.exit(2);
}
try {
  const { bytes, missing } = backUp(config.dataDir, resolve(target));
  console.log(`backed up ${config.dataDir} into ${resolve(target)} (database ${(bytes / 1024 / 1024).toFixed(1)} MiB, and its uploads)`);
  // Files the database names that DATA_DIR/uploads did not hold (removed by hand, say): the backup has what there was.
  if (missing.length > 0) console.warn(`warning: ${missing.length} uploaded file(s) the database names are not in DATA_DIR/uploads: ${missing.join(', ')}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`backup failed: ${error.message}`);
  process.exit(2);
}
