/**
 * Demo markets: a realistic day of daily markets (two passing midnight, one of them every day), a Starline slot at
 * every hour from 01:00 to 23:00, and a week of results. At any hour of any day some market or Starline slot takes bids.
 */
import type { Kysely } from 'kysely';
import { PANNAS } from '../../sdk/pannas.ts';
import type { DB } from '../db/schema.ts';
import { addDays, displayTime, istParts } from '../lib/ist.ts';

const MON_SAT = [1, 2, 3, 4, 5, 6];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const DAILY: Array<[string, string, string, string, string, number[]]> = [
  ['MILAN MORNING', '10:15', '10:30', '11:15', '11:30', MON_SAT],
  ['KALYAN MORNING', '11:00', '11:15', '12:00', '12:15', MON_SAT],
  ['SRIDEVI', '11:35', '11:45', '12:35', '12:45', EVERY_DAY],
  ['MILAN DAY', '15:00', '15:15', '17:00', '17:15', MON_SAT],
  ['KALYAN', '15:45', '16:00', '17:45', '18:00', MON_SAT],
  ['MILAN NIGHT', '21:00', '21:15', '23:00', '23:15', MON_SAT],
  ['MAIN BAZAR', '21:35', '21:50', '00:05', '00:20', [1, 2, 3, 4, 5]],
  ['NIGHT STAR', '22:30', '22:45', '00:30', '00:45', EVERY_DAY],
];

/** An integer hash (MurmurHash3's finaliser): seeds one apart give unrelated numbers. */
function mix(n: number): number {
  let h = n ^ (n >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A deterministic panna for a seed number (demo results only). Hashed, because PANNAS is ordered by ank: a plain
 * multiple of the seed gave neighbouring days the same ank, and a chart the same jodi day after day.
 */
const pannaFor = (n: number) => PANNAS[mix(n) % PANNAS.length]!.panna;

export async function seedMarkets(db: Kysely<DB>, now: number): Promise<void> {
  const ids: Array<{ id: number; family: 'daily' | 'starline'; weekdays: number[] }> = [];
  for (const [i, [name, o, or, c, cr, weekdays]] of DAILY.entries()) {
    const row = await db
      .insertInto('markets')
      .values({
        family: 'daily',
        name,
        open_time: o,
        open_result_time: or,
        close_time: c,
        close_result_time: cr,
        weekdays: JSON.stringify(weekdays),
        active: 1,
        sort_order: i,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push({ id: row.id, family: 'daily', weekdays });
  }
  for (let hour = 1; hour <= 23; hour += 1) {
    const time = `${String(hour).padStart(2, '0')}:00`;
    const row = await db
      .insertInto('markets')
      .values({
        family: 'starline',
        name: displayTime(time),
        open_time: time,
        open_result_time: time,
        close_time: time,
        close_result_time: time,
        weekdays: JSON.stringify(EVERY_DAY),
        active: 1,
        sort_order: hour,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push({ id: row.id, family: 'starline', weekdays: EVERY_DAY });
  }
  const today = istParts(now).date;
  for (let back = 7; back >= 1; back -= 1) {
    const date = addDays(today, -back);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const m of ids) {
      if (!m.weekdays.includes(weekday)) continue;
      const seed = m.id * 31 + back;
      await db
        .insertInto('market_days')
        .values({
          market_id: m.id,
          date,
          status: 'open',
          open_panna: pannaFor(seed),
          close_panna: m.family === 'daily' ? pannaFor(seed + 1000) : null,
          open_declared_at: now,
          open_declared_by: null,
          close_declared_at: m.family === 'daily' ? now : null,
          close_declared_by: null,
          settle_version: 1,
          cancelled_at: null,
          cancelled_by: null,
          cancel_reason: '',
        })
        .execute();
    }
  }
}
