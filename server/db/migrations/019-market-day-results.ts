import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * The results in force at each settlement version of a market day, so that a Passbook entry (a win paid, a win
 * taken back) names the bids it moved also after a correction or a cancellation changed them. Filled by replaying
 * the audit log, where every declaration, correction and cancellation was written in its own transaction, then the
 * days' rows (what is in force now is what the day holds).
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('market_day_results')
    .addColumn('market_id', 'bigint', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('open_panna', 'text')
    .addColumn('close_panna', 'text')
    .addPrimaryKeyConstraint('market_day_results_pk', ['market_id', 'date', 'version'])
    .execute();
  await fillResults(db);
}

/** Replays the audit log's declarations, corrections and cancellations, then the days' rows; keeps rows already there. */
export async function fillResults(db: Kysely<unknown>): Promise<void> {
  const { rows: steps } = await sql<{ action: string; target_id: string; details: string }>`select action, target_id, details from audit_log
    where target_type = 'market_day' order by id`.execute(db);
  const days = new Map<string, { version: number; open: string | null; close: string | null }>();
  const results = new Map<string, { version: number; open: string | null; close: string | null; day: string }>();
  for (const step of steps) {
    const details = JSON.parse(step.details) as { panna?: string; to?: string };
    const day = days.get(step.target_id) ?? { version: 0, open: null, close: null };
    if (step.action === 'market_day.cancel') day.version += 1;
    else if (step.action.startsWith('result.declare_')) day.version = Math.max(day.version, 1);
    else if (step.action.startsWith('result.correct_')) day.version += 1;
    else continue;
    const panna = details.panna ?? details.to ?? null;
    if (step.action.endsWith('_open')) day.open = panna;
    if (step.action.endsWith('_close')) day.close = panna;
    days.set(step.target_id, day);
    if (step.action !== 'market_day.cancel') results.set(`${step.target_id}:${day.version}`, { ...day, day: step.target_id });
  }
  const { rows: current } = await sql<{
    market_id: number;
    date: string;
    settle_version: number;
    status: string;
    open_panna: string | null;
    close_panna: string | null;
  }>`
    select market_id, date, settle_version, status, open_panna, close_panna from market_days where open_panna is not null`.execute(db);
  for (const row of current) {
    // A cancellation raised the version and kept the results it cancelled: they were in force just before it.
    const version = row.status === 'cancelled' ? row.settle_version - 1 : row.settle_version;
    results.set(`${row.market_id}:${row.date}:${version}`, { version, open: row.open_panna, close: row.close_panna, day: `${row.market_id}:${row.date}` });
  }
  for (const r of results.values()) {
    const [marketId, date] = r.day.split(':');
    await sql`insert into market_day_results (market_id, date, version, open_panna, close_panna)
      values (${Number(marketId)}, ${date}, ${r.version}, ${r.open}, ${r.close})
      on conflict (market_id, date, version) do nothing`.execute(db);
  }
}
