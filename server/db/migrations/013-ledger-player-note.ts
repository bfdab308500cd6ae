import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * What a ledger entry says to its player (`player_note`), apart from the operators' own `note`: an operator's wallet
 * adjustment may carry a note the player reads in the Passbook, while its reason stays in the audit log. Older rows
 * keep '' (their notes were written for operators only, so none is shown to a player).
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await sql`alter table ledger_entries add column player_note text not null default ''`.execute(db);
}
