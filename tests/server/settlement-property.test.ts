/**
 * Random slips, declarations, corrections and cancellations; afterwards every player's balance equals
 * deposits - stakes + wins + refunds, where wins come from an evaluator written here from the rule book,
 * independently of the server's settlement code.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, bid, createMarket, declare, fund, ist, makeOperator, type Player, registerAndLogin, type TestApp } from '../helpers/betting.ts';
import { dialects, startTestApp } from '../helpers/test-app.ts';

const DAY = '2026-11-23';
const RATE: Record<string, number> = { single: 95, jodi: 950, sp: 1400, dp: 2800, tp: 7000, half: 10000, full: 100000 };
const POOL = { sp: ['128', '137', '380', '370', '146'], dp: ['550', '118', '668'], tp: ['777', '000'], any: ['128', '137', '550', '777', '370', '380'] };

type Kind = 'single' | 'jodi' | 'sp' | 'dp' | 'tp' | 'halfOpen' | 'halfClose' | 'full';
interface PlannedBid {
  who: number;
  kind: Kind;
  session: 'Open' | 'Close' | '';
  digits: string;
  closedigits: string;
  points: number;
}
type ResultOp = { op: 'declare' | 'correct'; session: 'open' | 'close'; panna: string } | { op: 'cancel' };

const ank = (p: string) => [...p].reduce((s, d) => s + Number(d), 0) % 10;
const LABEL: Record<Kind, string> = {
  single: 'Single Ank',
  jodi: 'Jodi',
  sp: 'Single Pana',
  dp: 'Double Pana',
  tp: 'Triple Pana',
  halfOpen: 'Half Sangam',
  halfClose: 'Half Sangam',
  full: 'Full Sangam',
};

/** The rule book: the win in points of a bid given the final results, or undefined while it waits for one. */
function winOf(b: PlannedBid, open: string | undefined, close: string | undefined): number | undefined {
  const pay = (won: boolean, rate: number) => (won ? (b.points * rate) / 10 : 0);
  const openScope = (b.kind === 'single' || b.kind === 'sp' || b.kind === 'dp' || b.kind === 'tp') && b.session === 'Open';
  if (openScope) {
    if (!open) return undefined;
    return b.kind === 'single' ? pay(b.digits === String(ank(open)), RATE.single!) : pay(b.digits === open, RATE[b.kind]!);
  }
  if (!open || !close) return undefined;
  switch (b.kind) {
    case 'single':
      return pay(b.digits === String(ank(close)), RATE.single!);
    case 'sp':
    case 'dp':
    case 'tp':
      return pay(b.digits === close, RATE[b.kind]!);
    case 'jodi':
      return pay(b.digits === `${ank(open)}${ank(close)}`, RATE.jodi!);
    case 'halfOpen':
      return pay(b.closedigits === open && b.digits === String(ank(close)), RATE.half!);
    case 'halfClose':
      return pay(b.digits === String(ank(open)) && b.closedigits === close, RATE.half!);
    case 'full':
      return pay(b.digits === open && b.closedigits === close, RATE.full!);
  }
}

const bidArb: fc.Arbitrary<PlannedBid> = fc
  .record({
    who: fc.nat(2),
    kind: fc.constantFrom<Kind>('single', 'jodi', 'sp', 'dp', 'tp', 'halfOpen', 'halfClose', 'full'),
    open: fc.boolean(),
    digit: fc.nat(9),
    sp: fc.constantFrom(...POOL.sp),
    dp: fc.constantFrom(...POOL.dp),
    tp: fc.constantFrom(...POOL.tp),
    any1: fc.constantFrom(...POOL.any),
    any2: fc.constantFrom(...POOL.any),
    points: fc.integer({ min: 5, max: 200 }),
  })
  .map((r) => {
    const session: PlannedBid['session'] = r.open ? 'Open' : 'Close';
    const base = { who: r.who, kind: r.kind, points: r.points, closedigits: '' };
    switch (r.kind) {
      case 'single':
        return { ...base, session, digits: String(r.digit) };
      case 'jodi':
        return { ...base, session: '' as const, digits: `${r.digit}${ank(r.any1)}` };
      case 'sp':
      case 'dp':
      case 'tp':
        return { ...base, session, digits: r[r.kind] };
      case 'halfOpen':
        return { ...base, session: 'Open' as const, digits: String(ank(r.any2)), closedigits: r.any1 };
      case 'halfClose':
        return { ...base, session: 'Close' as const, digits: String(ank(r.any1)), closedigits: r.any2 };
      case 'full':
        return { ...base, session: '' as const, digits: r.any1, closedigits: r.any2 };
    }
  });

const resultArb: fc.Arbitrary<ResultOp> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('declare' as const),
      session: fc.constantFrom('open' as const, 'close' as const),
      panna: fc.constantFrom(...POOL.any),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('correct' as const),
      session: fc.constantFrom('open' as const, 'close' as const),
      panna: fc.constantFrom(...POOL.any),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'cancel' as const }) },
);

describe.each(dialects())('settlement invariants on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)(
    'balances equal deposits - stakes + wins + refunds after any sequence',
    async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(bidArb, { minLength: 1, maxLength: 20 }), fc.array(resultArb, { maxLength: 6 }), async (bids, ops) => {
          run += 1;
          t.clock.set(ist(`${DAY}T10:00:00`));
          const market = await createMarket(operator, `PROP ${run}`, ['15:45', '16:00', '17:45', '18:00']);
          const players = [await registerAndLogin(t), await registerAndLogin(t), await registerAndLogin(t)];
          const deposits = 5000;
          for (const p of players) await fund(operator, p, deposits);

          const accepted: PlannedBid[] = [];
          for (const b of bids) {
            const res = await bid(players[b.who]!, market, LABEL[b.kind], b.session, [{ points: b.points, digits: b.digits, closedigits: b.closedigits }]);
            expect(res.data?.status, JSON.stringify(res.data)).toBe(true);
            accepted.push(b);
          }

          let open: string | undefined;
          let close: string | undefined;
          let cancelled = false;
          t.clock.set(ist(`${DAY}T18:00:00`));
          for (const op of ops) {
            if (op.op === 'cancel') {
              const res = await operator.api.POST('/admin/markets/{market_id}/days/{date}/cancel', {
                params: { path: { market_id: market, date: DAY } },
                body: { reason: 'property' },
              });
              expect(res.response.status).toBe(cancelled ? 409 : 200);
              cancelled = true;
              continue;
            }
            const current = op.session === 'open' ? open : close;
            if (op.op === 'declare') {
              const res = await declare(operator, market, DAY, op.session, op.panna);
              const ok = !cancelled && !current && (op.session === 'open' || open !== undefined);
              expect(res.response.status, JSON.stringify(res.error)).toBe(ok ? 200 : 409);
              if (ok) [open, close] = op.session === 'open' ? [op.panna, close] : [open, op.panna];
            } else {
              const res = await operator.api.POST('/admin/markets/{market_id}/days/{date}/corrections', {
                params: { path: { market_id: market, date: DAY } },
                body: { session: op.session, panna: op.panna, reason: 'property' },
              });
              const ok = !cancelled && current !== undefined && current !== op.panna;
              expect(res.response.status, JSON.stringify(res.error)).toBe(ok ? 200 : 409);
              if (ok) [open, close] = op.session === 'open' ? [op.panna, close] : [open, op.panna];
            }
          }

          for (const [i, p] of players.entries()) {
            const mine = accepted.filter((b) => b.who === i);
            const stakes = mine.reduce((s, b) => s + b.points, 0);
            const wins = cancelled ? 0 : mine.reduce((s, b) => s + (winOf(b, open, close) ?? 0), 0);
            const refunds = cancelled ? stakes : 0;
            expect(await balanceOf(p)).toBeCloseTo(deposits - stakes + wins + refunds, 2);
            const entries = await t.database.db.selectFrom('ledger_entries').select('amount').where('user_id', '=', Number(p.userId)).execute();
            const wallet = await t.database.db.selectFrom('wallets').select('balance').where('user_id', '=', Number(p.userId)).executeTakeFirstOrThrow();
            expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(wallet.balance);
          }
        }),
        { numRuns: 25 },
      );
    },
    300_000,
  );
});
