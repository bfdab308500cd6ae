/** Answers of the public top-winner list are worked out one at a time: at most 32 wait, the rest are told 503. */
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { topWinners } from './top-winners.ts';

/** A database whose every query waits until `open` is called, counting the queries that ran. */
function gatedDatabase() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const ran = { queries: 0, atOnce: 0, most: 0 };
  class GatedDriver extends DummyDriver {
    override async acquireConnection() {
      return {
        executeQuery: async () => {
          ran.queries += 1;
          ran.atOnce += 1;
          ran.most = Math.max(ran.most, ran.atOnce);
          await gate;
          ran.atOnce -= 1;
          return { rows: [] };
        },
        streamQuery: () => {
          throw new Error('not used');
        },
      };
    }
  }
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new GatedDriver(),
      createIntrospector: (k) => new SqliteIntrospector(k),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  return { db, open, ran };
}

describe('top winners under a flood of asks', () => {
  it('works out one answer at a time, shares one asked twice, keeps 32 waiting and refuses the rest with 503', async () => {
    const { db, open, ran } = gatedDatabase();
    const now = Date.parse('2026-11-23T12:00:00+05:30');
    const days = Array.from({ length: 40 }, (_, i) => `2026-10-${String((i % 31) + 1).padStart(2, '0')}`.replace('2026-10-', i < 31 ? '2026-10-' : '2026-09-'));
    const asks = days.map((day) =>
      topWinners(db, { bid_from: day, bid_to: day }, now).then(
        (a) => a,
        (e: unknown) => e,
      ),
    );
    const again = topWinners(db, { bid_from: days[1], bid_to: days[1] }, now);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran.queries).toBe(1);
    open();
    const answers = await Promise.all(asks);
    const refused = answers.filter((a) => a instanceof ApiError);
    expect(refused).toHaveLength(8);
    expect(refused[0]).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE', extra: { retryAfterSeconds: 5 } });
    expect(answers.slice(0, 32)).toEqual(Array.from({ length: 32 }, () => ({ status: true, code: 'OK', msg: 'No Data Found Here', winners: [] })));
    expect(await again).toEqual(answers[1]);
    expect(ran.most).toBe(1);
    expect(ran.queries).toBe(32);
  });
});
