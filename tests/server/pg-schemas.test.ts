/** Several databases in their own PostgreSQL schemas of one database (as the suites run) each migrate on their own. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';

describe('PostgreSQL schemas side by side', () => {
  const pgUrl = inject('pgUrl');
  it.skipIf(!pgUrl)('migrates a second schema while the first one exists', async () => {
    const names = [0, 1].map(() => `t_${process.pid}_${randomBytes(4).toString('hex')}`);
    const opened = [];
    try {
      for (const pgSchema of names) opened.push(await openDatabase({ databaseUrl: pgUrl, pgSchema }));
      for (const database of opened) {
        const users = await database.db.selectFrom('users').select('id').execute();
        expect(users).toEqual([]);
      }
    } finally {
      for (const database of opened) await database.close();
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      for (const name of names) await client.query(`drop schema if exists ${name} cascade`);
      await client.end();
    }
  });
});
