/** Two schemas of one PostgreSQL database each get their own migrated tables, whichever was migrated first. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { dialects } from '../helpers/test-app.ts';
import { dropSchemas } from '../helpers/pg-schema.ts';

const postgres = dialects().find((d) => d.dialect === 'postgres');

describe('migrations on PostgreSQL schemas', () => {
  const schemas = [1, 2].map((i) => `t_${process.pid}_${randomBytes(3).toString('hex')}_${i}`);
  afterAll(async () => {
    if (postgres?.skip) return;
    const client = new pg.Client({ connectionString: inject('pgUrl') });
    await client.connect();
    await dropSchemas(client, ...schemas);
    await client.end();
  });

  it.skipIf(postgres?.skip)('a second schema is migrated although the first already has the migration tables', async () => {
    for (const pgSchema of schemas) {
      const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgSchema });
      try {
        expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
      } finally {
        await database.close();
      }
    }
  });
});
