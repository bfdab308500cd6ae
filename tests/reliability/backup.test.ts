/**
 * A backup taken while the server writes is a consistent database (every wallet equals its ledger, every slip its
 * bids, nothing half written) that opens as a data directory, with the uploaded files its rows refer to.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { bid, createMarket, fund, ist, makeOperator, registerAndLogin } from '../helpers/betting.ts';
import { deposit, pngOf } from '../helpers/money.ts';
import { ROOT } from '../helpers/processes.ts';
import { startTestApp } from '../helpers/test-app.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
/**
 * `npm run backup -- <args>` in a process of its own: its exit code and output. `fileLimitKiB` caps the size of any
 * file it writes (as a full disk would stop it).
 */
const backupCommand = (args: string[], env: NodeJS.ProcessEnv, fileLimitKiB?: number) =>
  promisify(execFile)('bash', ['-c', `${fileLimitKiB ? `ulimit -f ${fileLimitKiB}; ` : ''}exec npm run -s backup -- "$@"`, 'backup', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'matka-backup-'));
  dirs.push(dir);
  return join(dir, 'copy');
};

describe('backups of the embedded database', () => {
  it('copies a consistent database and its receipts while slips are being written', { timeout: 120_000 }, async () => {
    const t = await startTestApp('sqlite', { sqliteOnDisk: true });
    try {
      t.clock.set(ist('2026-11-23T10:00:00'));
      const operator = await makeOperator(t);
      const market = await createMarket(operator, 'BACKUP MARKET', ['15:45', '16:00', '17:45', '18:00']);
      const players = await Promise.all([1, 2, 3].map(() => registerAndLogin(t)));
      for (const p of players) await fund(operator, p, 100_000);
      expect((await deposit(t, players[0]!.token, 500, await pngOf(40, 30))).body).toMatchObject({ status: true });
      // Thousands of pages, so the copy cannot be made in one small step before the next slip is written.
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 50000)
        insert into audit_log (actor_id, action, target_type, target_id, details, created_at) select ${Number(operator.userId)}, 'seed.pad', 'table', 'pad', '{}', 0 from n`.execute(
        t.database.db,
      );
      const placedSlips = async () =>
        Number(
          (
            await t.database.db
              .selectFrom('bid_slips')
              .select(sql<number>`count(*)`.as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      let writing = true;
      const slips = players.map(async (p) => {
        let placed = 0;
        while (writing) if ((await bid(p, market, 'Single Ank', 'Open', [{ points: 10, digits: String(placed % 10) }])).data?.status) placed += 1;
        return placed;
      });
      await new Promise((r) => setTimeout(r, 300));
      // The backup runs in a process of its own, as `npm run backup` does, while this one goes on writing slips.
      const target = newDir();
      const before = await placedSlips();
      const backup = await backupCommand([target], { DATA_DIR: t.dataDir });
      const during = (await placedSlips()) - before;
      writing = false;
      expect(backup.code, backup.out).toBe(0);
      const placed = (await Promise.all(slips)).reduce((a, b) => a + b, 0);
      expect(placed).toBeGreaterThan(0);
      expect(during).toBeGreaterThan(0);

      const copy = await openDatabase({ dataDir: target });
      try {
        const mismatched = await sql<{ n: number }>`select count(*) as n from wallets w
          where w.balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.user_id = w.user_id)`.execute(copy.db);
        expect(Number(mismatched.rows[0]!.n)).toBe(0);
        const stakes = await sql<{ n: number }>`select count(*) as n from bid_slips s
          where s.total <> (select coalesce(sum(points), 0) from bids b where b.slip_id = s.id)`.execute(copy.db);
        expect(Number(stakes.rows[0]!.n)).toBe(0);
        const receipts = await copy.db.selectFrom('fund_requests').select('receipt_file').execute();
        expect(receipts).toHaveLength(1);
        const files = readdirSync(join(target, 'uploads', 'receipts'));
        expect(files).toContain(receipts[0]!.receipt_file);
      } finally {
        await copy.close();
      }
    } finally {
      await t.close();
    }
  });

  it('`npm run backup` copies into a new folder, refuses a folder in use, and points PostgreSQL to pg_dump', { timeout: 60_000 }, async () => {
    const t = await startTestApp('sqlite', { sqliteOnDisk: true });
    try {
      await registerAndLogin(t);
      const target = newDir();
      const done = await backupCommand([target], { DATA_DIR: t.dataDir });
      expect(done.code, done.out).toBe(0);
      expect(done.out).toContain(`backed up ${t.dataDir} into ${target}`);
      expect(existsSync(join(target, 'matka.sqlite'))).toBe(true);
      expect(await backupCommand([target], { DATA_DIR: t.dataDir })).toMatchObject({ code: 2, out: expect.stringContaining('is not empty') });
      expect(await backupCommand([newDir()], { DATA_DIR: t.dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1/none' })).toMatchObject({
        code: 2,
        out: expect.stringContaining('pg_dump'),
      });
      const aFile = join(newDir(), '..', 'a-file');
      writeFileSync(aFile, 'x');
      expect(await backupCommand([aFile], { DATA_DIR: t.dataDir })).toMatchObject({
        code: 2,
        out: expect.stringContaining(`backup failed: ${aFile} is not a folder`),
      });
    } finally {
      await t.close();
    }
  });

  it('a backup that fails part way (the disk full) says so and leaves nothing that could be restored', { timeout: 60_000 }, async () => {
    const t = await startTestApp('sqlite', { sqliteOnDisk: true });
    try {
      const p = await registerAndLogin(t);
      // A database of some megabytes, more than the 256 KiB the backup may write.
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 20000)
        insert into audit_log (actor_id, action, target_type, target_id, details, created_at) select ${Number(p.userId)}, 'seed.pad', 'table', 'pad', '{}', 0 from n`.execute(
        t.database.db,
      );
      const target = newDir();
      const failed = await backupCommand([target], { DATA_DIR: t.dataDir }, 256);
      expect(failed.code, failed.out).toBe(2);
      expect(failed.out).toMatch(/^backup failed: .*; nothing was left in /m);
      expect(failed.out).not.toContain('    at ');
      expect(existsSync(target)).toBe(false);
      // Folders made on the way to it go too.
      const nested = join(target, '2026', '11-28');
      expect((await backupCommand([nested], { DATA_DIR: t.dataDir }, 256)).code).toBe(2);
      expect(existsSync(target)).toBe(false);
      // A folder made for it beforehand is left as it was: empty.
      mkdirSync(target);
      expect((await backupCommand([target], { DATA_DIR: t.dataDir }, 256)).code).toBe(2);
      expect(readdirSync(target)).toEqual([]);
      // With room, the same folder takes the backup.
      expect(await backupCommand([target], { DATA_DIR: t.dataDir })).toMatchObject({ code: 0 });
      expect(readdirSync(target)).toContain('matka.sqlite');
    } finally {
      await t.close();
    }
  });

  it('names the uploaded files the database refers to that DATA_DIR lacks, and still copies the rest', { timeout: 60_000 }, async () => {
    const t = await startTestApp('sqlite', { sqliteOnDisk: true });
    try {
      const player = await registerAndLogin(t);
      expect((await deposit(t, player.token, 500, await pngOf(40, 30))).body).toMatchObject({ status: true });
      const receipt = readdirSync(join(t.dataDir, 'uploads', 'receipts'))[0]!;
      rmSync(join(t.dataDir, 'uploads', 'receipts', receipt));
      const target = newDir();
      const done = await backupCommand([target], { DATA_DIR: t.dataDir });
      expect(done.code, done.out).toBe(0);
      expect(done.out).toContain(`warning: 1 uploaded file(s) the database names are not in DATA_DIR/uploads: ${join('receipts', receipt)}`);
      expect(existsSync(join(target, 'matka.sqlite'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
