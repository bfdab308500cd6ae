/**
 * Decides once per run whether the PostgreSQL suites run. They always run in CI (CI=true), where an
 * unreachable server fails the run; elsewhere they are skipped, and said to be, when it cannot be reached.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export const DEFAULT_TEST_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

async function reachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_PG_URL;
  const problem = await reachable(url);
  if (problem && process.env.CI) {
    throw new Error(`PostgreSQL suites must run in CI but ${url} is not reachable: ${problem}`);
  }
  if (problem) {
    console.warn(`\n[tests] PostgreSQL at ${url} is not reachable (${problem}): PostgreSQL suites are SKIPPED.\n`);
  }
  project.provide('pgUrl', problem ? '' : url);
}
