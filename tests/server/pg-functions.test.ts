/**
 * Statements planned once as functions of the database: defined by the first caller that misses one; a definition
 * that cannot be made (an error, or another server holding the turn) leaves callers with the plain statement for a
 * while, without waiting, and is tried again later.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { pgFunction, pgFunctionReady } from '../../server/db/pg-functions.ts';
import { dropSchemas } from '../helpers/pg-schema.ts';
import { dialects } from '../helpers/test-app.ts';

const postgres = dialects().find((d) => d.dialect === 'postgres');

describe('functions of the database (PostgreSQL)', () => {
  const schema = `t_${process.pid}_${randomBytes(3).toString('hex')}_fns`;
  afterAll(async () => {
    if (postgres?.skip) return;
    const client = new pg.Client({ connectionString: inject('pgUrl') });
    await client.connect();
    await dropSchemas(client, schema);
    await client.end();
  });
  const doubled = (tag: string, query = 'select x * 2 from unnest($1::int[]) as x') =>
    pgFunction({ prefix: `doubled_${tag}`, statementName: `doubled-${tag}`, params: ['int[]'], returns: 'y int', query });
  const defined = async (pool: pg.Pool, name: string) =>
    (await pool.query('select 1 from pg_proc where proname = $1 and pronamespace = current_schema()::regnamespace', [name])).rowCount;

  it.skipIf(postgres?.skip)('is defined once by callers that miss it together, and answers its statement', async () => {
    const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgSchema: schema });
    try {
      const pool = database.pool!;
      const fn = doubled('ok');
      expect(await Promise.all([pgFunctionReady(pool, fn), pgFunctionReady(pool, fn)])).toEqual([true, true]);
      expect(await defined(pool, fn.name)).toBe(1);
      const { rows } = await pool.query({ ...fn.call, values: [[1, 2, 3]] });
      expect(rows.map((r) => r.y)).toEqual([2, 4, 6]);
    } finally {
      await database.close();
    }
  });

  it.skipIf(postgres?.skip)('gives up its turn when another server holds it, tells callers at once meanwhile, and tries again later', async () => {
    const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgSchema: schema });
    const other = new pg.Client({ connectionString: inject('pgUrl') });
    await other.connect();
    try {
      const pool = database.pool!;
      const fn = doubled('held');
      const timing = { waitMs: 200, retryMs: 1_000 };
      await other.query('select pg_advisory_lock(hashtext($1))', [fn.name]);
      const started = Date.now();
      expect(await pgFunctionReady(pool, fn, timing)).toBe(false);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await defined(pool, fn.name)).toBe(0);
      // Every connection is back in the pool, usable.
      expect(pool.totalCount).toBe(pool.idleCount);
      await other.query('select pg_advisory_unlock(hashtext($1))', [fn.name]);
      // Within the retry time callers hear false at once; after it, the next one defines it.
      expect(await pgFunctionReady(pool, fn, timing)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await pgFunctionReady(pool, fn, timing)).toBe(true);
      expect(await defined(pool, fn.name)).toBe(1);
    } finally {
      await other.end();
      await database.close();
    }
  });

  it.skipIf(postgres?.skip)('answers false, not an error, when the database refuses the definition', async () => {
    const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgSchema: schema });
    try {
      const pool = database.pool!;
      const broken = doubled('broken', 'select x * 2 from unnest($1::int[]) as x where');
      expect(await pgFunctionReady(pool, broken, { waitMs: 1_000, retryMs: 60_000 })).toBe(false);
      expect(await defined(pool, broken.name)).toBe(0);
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
