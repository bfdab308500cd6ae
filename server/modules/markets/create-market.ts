/** An operator adds a market or Starline slot, audited in the same transaction. */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB, Family } from '../../db/schema.ts';
import { audit } from '../admin/audit.ts';
import { marketTimes, refuseMidnightOpen, refuseStarlineTimes, refuseTimesOutOfOrder, type TimesInput } from './market-times.ts';
import { marketView } from './market-view.ts';
import { assertMarketNameFree } from './market-names.ts';
import { findMarket } from './markets.ts';

export type NewMarket = TimesInput & {
  family: Family;
  name: string;
  weekdays: number[];
  active?: boolean | undefined;
  sort_order?: number | undefined;
};

export async function createMarket(db: Kysely<DB>, dialect: SqlDialect, operatorId: number, body: NewMarket, now: number) {
  refuseMidnightOpen(body.family, body.open_time);
  refuseStarlineTimes(body.family, body.open_time, body);
  refuseTimesOutOfOrder(body.family, body);
  const times = marketTimes(body.family, body);
  const { id } = await db.transaction().execute(async (trx) => {
    await assertMarketNameFree(trx, dialect, { family: body.family, name: body.name });
    const row = await trx
      .insertInto('markets')
      .values({
        family: body.family,
        name: body.name,
        ...times,
        weekdays: JSON.stringify([...body.weekdays].sort()),
        active: body.active === false ? 0 : 1,
        sort_order: body.sort_order ?? 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, { actorId: operatorId, action: 'market.create', targetType: 'market', targetId: row.id, details: body, now });
    return row;
  });
  return marketView((await findMarket(db, id))!);
}
