/**
 * Hot statements as PL/pgSQL functions of the database, so that each connection plans them once, for any values
 * (`PLANNED_ONCE`), instead of at every run. Such a plan is made while the tables may still be small and kept as they
 * grow, so it must never read a table but by key: sequential scans are off inside the function, and its statement
 * reads every table one key at a time (each has a test of its plan on small and on grown tables). A function is
 * named after a hash of its definition (a server of another version finds its own, never a different one) and
 * defined by the first caller that misses it; a call that finds it dropped makes the next caller define it again.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** How a function's statement is planned: once per connection, never with a sequential scan. */
export const PLANNED_ONCE = { plan_cache_mode: 'force_generic_plan', enable_seqscan: 'off' } as const;

export interface PgFunction {
  name: string;
  /** The statement it runs (its parameters $1 ...), as planned inside it. */
  query: string;
  /** The types of its parameters, in order. */
  params: string[];
  /** The statements it runs before that one, if any. */
  before: string;
  /** Defines the function (create or replace). */
  create: string;
  /** Runs it: a named statement taking the statement's parameters ($1 ...) in order. */
  call: { name: string; text: string };
}

export function pgFunction(spec: {
  prefix: string;
  statementName: string;
  params: string[];
  returns: string;
  query: string;
  /** Statements run first (`perform ...;`): each takes its own snapshot, and so does the query after them. */
  before?: string;
}): PgFunction {
  const settings = Object.entries(PLANNED_ONCE)
    .map(([name, value]) => `set ${name} = ${value}`)
    .join(' ');
  // The query's column names win over the function's own output names where they meet.
  const definition = `(${spec.params.join(', ')}) returns table (${spec.returns}) language plpgsql ${settings} set search_path from current
  as $body$
  #variable_conflict use_column
  begin
  ${spec.before ?? ''}
  return query ${spec.query};
  end $body$`;
  const name = `${spec.prefix}_${createHash('sha256').update(definition).digest('hex').slice(0, 16)}`;
  const args = spec.params.map((_, i) => `$${i + 1}`).join(', ');
  return {
    name,
    query: spec.query,
    params: spec.params,
    before: spec.before ?? '',
    create: `create or replace function ${name}${definition}`,
    call: { name: spec.statementName, text: `select * from ${name}(${args})` },
  };
}

async function define(pool: pg.Pool, fn: PgFunction, waitMs: number): Promise<void> {
  const found = await pool.query('select 1 from pg_proc where proname = $1 and pronamespace = current_schema()::regnamespace', [fn.name]);
  if (found.rowCount) return;
  const client = await pool.connect();
  try {
    // Servers starting together take turns; the same definition again changes nothing. A turn that does not come
    // (another server stalled holding it) is given up, so callers go on with the plain statement meanwhile.
    await client.query('begin');
    await client.query(`set local lock_timeout = '${waitMs}ms'; set local statement_timeout = '${waitMs}ms'`);
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [fn.name]);
    await client.query(fn.create);
    await client.query('commit');
  } catch (error) {
    // The connection stays usable once rolled back; only a connection that cannot is let go.
    await client.query('rollback').then(
      () => client.release(),
      (lost: Error) => client.release(lost),
    );
    throw error;
  }
  client.release();
}

/** How long a definition waits for its turn; after one failed, how long callers use the plain statement. */
export const DEFINE_TIMING = { waitMs: 5_000, retryMs: 60_000 };

const defined = new WeakMap<pg.Pool, Map<string, Promise<boolean>>>();

/**
 * Whether the function is defined in the pool's database (defining it when missing). False when that failed: for
 * the next `retryMs` every caller hears false at once, then the next one tries again.
 */
export function pgFunctionReady(pool: pg.Pool, fn: PgFunction, timing = DEFINE_TIMING): Promise<boolean> {
  let known = defined.get(pool);
  if (!known) defined.set(pool, (known = new Map()));
  let ready = known.get(fn.name);
  if (!ready) {
    const map = known;
    ready = define(pool, fn, timing.waitMs).then(
      () => true,
      () => {
        setTimeout(() => map.get(fn.name) === ready && map.delete(fn.name), timing.retryMs).unref();
        return false;
      },
    );
    known.set(fn.name, ready);
  }
  return ready;
}

const UNDEFINED_FUNCTION = '42883';

/** After a call failed: when the function was dropped meanwhile, the next caller defines it again (answers true). */
export function forgetIfDropped(pool: pg.Pool, fn: PgFunction, error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError && error.code === UNDEFINED_FUNCTION)) return false;
  defined.get(pool)?.delete(fn.name);
  return true;
}

/**
 * Runs the function's statement through the function; without it (it could not be defined, or was dropped) the same
 * statement runs on its own, planned at this run.
 */
export async function queryPgFunction<R extends pg.QueryResultRow>(pool: pg.Pool, fn: PgFunction, values: unknown[]): Promise<R[]> {
  // A function with statements before its own would lose them run this way (PLACE_BATCH is called by its writer).
  if (fn.before) throw new Error(`${fn.name} runs statements before its own: call it, not its statement alone`);
  const alone = async () => (await pool.query<R>(fn.query, values)).rows;
  if (!(await pgFunctionReady(pool, fn))) return alone();
  try {
    return (await pool.query<R>({ ...fn.call, values })).rows;
  } catch (error) {
    if (forgetIfDropped(pool, fn, error)) return alone();
    throw error;
  }
}
