import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * A market day's row carries whether the day is a holiday (kept with `market_holidays` by the markets module), so
 * a slip that waits on the day's row lock sees a holiday declared meanwhile in the row it locked.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .alterTable('market_days')
    .addColumn('holiday', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('market_days' as never)
    .set({ holiday: 1 } as never)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('market_holidays' as never)
          .select('market_holidays.date' as never)
          .whereRef('market_holidays.market_id' as never, '=', 'market_days.market_id' as never)
          .whereRef('market_holidays.date' as never, '=', 'market_days.date' as never),
      ),
    )
    .execute();
}
