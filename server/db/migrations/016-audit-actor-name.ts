import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * The audit log keeps the actor's name as it was when the action was taken (an account may rename itself later), and
 * like the ledger it is append-only: no update or delete of an entry, on either database.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await sql`alter table audit_log add column actor_name text not null default ''`.execute(db);
  await sql`update audit_log set actor_name = coalesce((select name from users where users.id = audit_log.actor_id), '')`.execute(db);
  if (dialect === 'sqlite') {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'the audit log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'the audit log is append-only'); end`.execute(db);
  } else {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'the audit log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  }
}
