/**
 * The PostgreSQL pool: the hot paths' batch statements are planned for their values at every execution, never with a
 * plan cached for any values (fixed while a new database's tables are nearly empty, it scanned them whole as they
 * grew), while the rest (the foreign-key checks) may keep cached plans; an idle connection the database closes is
 * replaced, and the process goes on.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { FACTS } from '../../server/modules/bids/pg-slip-statements.ts';
import { SETTINGS_KEY } from '../../server/modules/settings/settings.ts';
import { dropSchemas } from '../helpers/pg-schema.ts';
import { dialects } from '../helpers/test-app.ts';

const postgres = dialects().find((d) => d.dialect === 'postgres');

describe('the PostgreSQL pool', () => {
  const schema = `t_${process.pid}_${randomBytes(3).toString('hex')}_plans`;
  afterAll(async () => {
    if (postgres?.skip) return;
    const client = new pg.Client({ connectionString: inject('pgUrl') });
    await client.connect();
    await dropSchemas(client, schema);
    await client.end();
  });

  it.skipIf(postgres?.skip)("the slips' facts read gets a plan for its own values each time it runs; other plans may be cached", async () => {
    const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgSchema: schema });
    try {
      const client = await database.pool!.connect();
      try {
        // A batch of 64 keyed slips, as under load.
        const players = Array.from({ length: 64 }, (_, i) => i + 1);
        for (let i = 0; i < 8; i++) {
          const keys = players.map((player) => `key-${i}-${player}`);
          const { rows } = await client.query({ ...FACTS, values: [[1], SETTINGS_KEY, ['2026-11-23'], players, players, keys] });
          expect(rows[0].remembered).toEqual([]);
        }
        // Sent unnamed, it is planned at each run with that run's values: no plan of it stays on the connection.
        const prepared = await client.query('select name from pg_prepared_statements');
        expect(prepared.rows).toEqual([]);
        const mode = await client.query<{ plan_cache_mode: string }>('show plan_cache_mode');
        expect(mode.rows[0]!.plan_cache_mode).toBe('auto');
      } finally {
        client.release();
      }
    } finally {
      await database.close();
    }
  });

  it.skipIf(postgres?.skip)('replaces an idle connection the database closed, and answers the next query', async () => {
    const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgSchema: schema });
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    try {
      const pool = database.pool!;
      const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(pool.idleCount).toBe(1);
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await vi.waitFor(() => expect(pool.totalCount).toBe(0));
      const again = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
