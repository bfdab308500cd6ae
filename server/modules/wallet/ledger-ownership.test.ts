/**
 * One owner per money table: a scan of the server's source finds every write to `wallets` or `ledger_entries`
 * (Kysely's insertInto / updateTable / deleteFrom / replaceInto / mergeInto, or SQL insert / update / delete text)
 * and fails when any file other than the ledger holds one. Schema migrations create the tables and are not scanned.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const LEDGER = 'server/modules/wallet/ledger.ts';
const TABLES = '(wallets|ledger_entries)';
const WRITES = [
  new RegExp(`\\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\\(\\s*['"\`]${TABLES}['"\`]`),
  new RegExp(`\\b(insert\\s+(or\\s+\\w+\\s+)?into|update|delete\\s+from|replace\\s+into)\\s+${TABLES}\\b`, 'i'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(path);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [path] : [];
  });
}

function writersOf(text: string): string[] {
  return WRITES.flatMap((re) => [...text.matchAll(new RegExp(re, `${re.flags}g`))].map((m) => m[0]));
}

describe('money tables have one writer', () => {
  it('the scan recognises every style of write', () => {
    expect(writersOf(`trx.insertInto('wallets').values({})`)).toHaveLength(1);
    expect(writersOf(`db.updateTable("ledger_entries")`)).toHaveLength(1);
    expect(writersOf('sql`update wallets set balance = 0`')).toHaveLength(1);
    expect(writersOf(`raw.prepare('INSERT INTO ledger_entries (x) values (?)')`)).toHaveLength(1);
    expect(writersOf(`'delete from wallets where 1'`)).toHaveLength(1);
    expect(writersOf(`db.selectFrom('wallets').innerJoin('ledger_entries', 'a', 'b')`)).toHaveLength(0);
    expect(writersOf('create trigger t before update on ledger_entries')).toHaveLength(0);
  });

  it('no module other than the ledger writes wallets or ledger_entries', () => {
    const files = sourceFiles(join(ROOT, 'server'));
    const writers = files.map((file) => ({ file: relative(ROOT, file), writes: writersOf(readFileSync(file, 'utf8')) })).filter((f) => f.writes.length > 0);
    expect(writers.map((w) => w.file)).toEqual([LEDGER]);
  });
});
