/** The audit log as tests read it: the details of every entry of one action, oldest first. */
import type { TestApp } from './test-app.ts';

export async function auditDetails(t: TestApp, action: string): Promise<Array<Record<string, unknown>>> {
  const rows = await t.database.db.selectFrom('audit_log').select('details').where('action', '=', action).orderBy('id').execute();
  return rows.map((r) => JSON.parse(r.details) as Record<string, unknown>);
}
