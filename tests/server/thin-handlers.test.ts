/**
 * Handlers stay thin: a module's *.handlers.ts parses the request, calls a named operation and replies. A scan fails
 * when a handlers file builds a query or opens a transaction, or when one handler runs past MAX_LINES. The files
 * that still do are listed below; each must still need its place, so the list only shrinks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const MAX_LINES = 20;
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|transaction)\(|\bsql`/g;

/** Handlers files whose queries or long handlers have not moved into operations yet. */
const NOT_YET_THIN: string[] = [];

function handlerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return handlerFiles(path);
    return e.name.endsWith('.handlers.ts') ? [path] : [];
  });
}

/** What makes a handlers file thick: its query building, and its handlers longer than MAX_LINES. */
export function thickness(text: string): string[] {
  const queries = [...text.matchAll(QUERY)].map((m) => `builds a query: ${m[0]}`);
  const long: string[] = [];
  let start: { name: string; line: number } | undefined;
  text.split('\n').forEach((line, index) => {
    const opened = /^ {2}async (\w+)\(/.exec(line);
    if (opened) start = { name: opened[1]!, line: index };
    else if (start && /^ {2}\},?$/.test(line)) {
      const lines = index - start.line + 1;
      if (lines > MAX_LINES) long.push(`${start.name} has ${lines} lines`);
      start = undefined;
    }
  });
  return [...queries, ...long];
}

const files = handlerFiles(join(ROOT, 'server/modules')).map((file) => ({ file: relative(ROOT, file), text: readFileSync(file, 'utf8') }));

describe('thin handlers', () => {
  it('the scan finds query building and long handlers', () => {
    expect(thickness("  async a({ deps }) {\n    return deps.db.selectFrom('bids').selectAll().execute();\n  },\n")).toHaveLength(1);
    expect(thickness('  async a({ deps }) {\n    await deps.db.transaction().execute(f);\n  },\n')).toHaveLength(1);
    expect(thickness('  async a() {\n    return sql`select 1`;\n  },\n')).toHaveLength(1);
    expect(thickness(`  async a() {\n${'    x();\n'.repeat(MAX_LINES - 2)}  },\n`)).toEqual([]);
    expect(thickness(`  async a() {\n${'    x();\n'.repeat(MAX_LINES - 1)}  },\n`)).toEqual([`a has ${MAX_LINES + 1} lines`]);
    expect(thickness('  async a({ deps }) {\n    return listMarkets(deps.db, query?.family);\n  },\n')).toEqual([]);
  });

  it('handlers files build no query and keep each handler short', () => {
    const thick = files.filter((f) => !NOT_YET_THIN.includes(f.file)).flatMap((f) => thickness(f.text).map((why) => `${f.file}: ${why}`));
    expect(thick).toEqual([]);
  });

  it('every file still listed as not yet thin exists and is still thick', () => {
    const stillThick = files.filter((f) => thickness(f.text).length > 0).map((f) => f.file);
    expect(NOT_YET_THIN.filter((file) => !stillThick.includes(file))).toEqual([]);
  });
});
