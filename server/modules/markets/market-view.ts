/** A market as operators see and list it. */
import type { Kysely } from 'kysely';
import type { DB, Family } from '../../db/schema.ts';
import { type MarketRow, weekdaysOf } from './markets.ts';

export function marketView(m: MarketRow) {
  return {
    id: String(m.id),
    family: m.family,
    name: m.name,
    open_time: m.open_time,
    open_result_time: m.open_result_time,
    close_time: m.close_time,
    close_result_time: m.close_result_time,
    weekdays: weekdaysOf(m),
    active: m.active === 1,
    sort_order: m.sort_order,
    // Moves on with every edit (update-market): an edit made from an older one is refused.
    revision: m.updated_at,
  };
}

export async function listMarkets(db: Kysely<DB>, family: Family | undefined) {
  let q = db.selectFrom('markets').selectAll().orderBy('family').orderBy('sort_order').orderBy('id');
  if (family) q = q.where('family', '=', family);
  return { items: (await q.execute()).map(marketView) };
}
