/**
 * Demo mode only (DEMO_DATA=1, never in production): once a market's or Starline slot's result time has passed
 * without a result, a random panna is declared for it through the same declaration as the operator's (settled,
 * audited as the first operator account, or the demo's own when there is none, with `source: 'demo'`), and its win notices say "Demo result". The web app shows
 * that results are drawn automatically in demo mode.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PANNAS } from '../../sdk/pannas.ts';
import { ApiError } from '../errors.ts';
import type { Deps } from '../http/handler.ts';
import { addDays, istParts } from '../lib/ist.ts';
import { createOperator } from '../modules/auth/users.ts';
import { activeMarkets, weekdaysOf } from '../modules/markets/markets.ts';
import { dayInstants, runsOnWeekday } from '../modules/markets/phases.ts';
import { declareResult } from '../modules/results/declare-result.ts';

export const DEMO_RESULTS_INTERVAL_MS = 20_000;

export class DemoOnlyError extends Error {}

/** A random panna of the whole table, so demo results cover single, double and triple pannas alike. */
export const randomPanna = (pick: (n: number) => number = randomInt): string => PANNAS[pick(PANNAS.length)]!.panna;

/** The account demo results are declared as (a number no one else uses, a random password no one knows). */
export const DEMO_DRAWER = { name: 'Demo results', mobile: '9000000009' } as const;

/**
 * The first active operator account (a suspended one's declarations are refused); without one (the demo started
 * without ADMIN_MOBILE), the demo's own, made now, so that results are drawn and audited as someone. Undefined when
 * its number is taken (a player's, or the demo's own account suspended by an operator).
 */
async function demoDrawer(deps: Deps): Promise<{ id: number } | undefined> {
  const first = () =>
    deps.db.selectFrom('users').select('id').where('role', '=', 'operator').where('status', '=', 'active').orderBy('id').limit(1).executeTakeFirst();
  const existing = await first();
  if (existing) return existing;
  const taken = await deps.db.selectFrom('users').select('id').where('mobile', '=', DEMO_DRAWER.mobile).executeTakeFirst();
  if (taken) return undefined;
  const passwordHash = await deps.passwords.hash(randomBytes(32).toString('base64url'));
  await createOperator(deps.db, { ...DEMO_DRAWER, passwordHash }, deps.clock.now());
  return first();
}

/** Declares every result whose time has passed (today and yesterday); answers how many it declared. */
export async function drawDueDemoResults(deps: Deps, pick?: (n: number) => number): Promise<number> {
  if (!deps.config.demoData || deps.config.production) throw new DemoOnlyError('Demo results are drawn only in demo mode (DEMO_DATA=1), never in production');
  const operator = await demoDrawer(deps);
  if (!operator) return 0;
  const now = deps.clock.now();
  const today = istParts(now).date;
  const dates = [addDays(today, -1), today];
  const markets = [...(await activeMarkets(deps.db, 'daily')), ...(await activeMarkets(deps.db, 'starline'))];
  let declared = 0;
  for (const market of markets) {
    for (const date of dates) {
      if (!runsOnWeekday(weekdaysOf(market), date)) continue;
      const holiday = await deps.db.selectFrom('market_holidays').select('date').where('market_id', '=', market.id).where('date', '=', date).executeTakeFirst();
      if (holiday) continue;
      const day = await deps.db.selectFrom('market_days').selectAll().where('market_id', '=', market.id).where('date', '=', date).executeTakeFirst();
      if (day?.status === 'cancelled') continue;
      const instants = dayInstants(market, date);
      let open = day?.open_panna ?? null;
      const sessions: Array<'open' | 'close'> = [];
      if (!open && now >= instants.openResult) sessions.push('open');
      if (market.family === 'daily' && !day?.close_panna && now >= instants.closeResult) sessions.push('close');
      for (const session of sessions) {
        if (session === 'close' && !open) break;
        const panna = randomPanna(pick);
        try {
          const declaration = { market, date, session, panna, operatorId: operator.id, now: deps.clock.now(), source: 'demo' as const };
          await declareResult(deps.db, deps.dialect, declaration);
          deps.live?.nudge();
          declared += 1;
          if (session === 'open') open = panna;
        } catch (error) {
          // Declared meanwhile (by the operator or another process): nothing to do.
          if (!(error instanceof ApiError)) throw error;
        }
      }
    }
  }
  return declared;
}

/** Runs the demo result source every interval; answers the function that stops it. */
export function startDemoResults(deps: Deps, log: FastifyBaseLogger, intervalMs = DEMO_RESULTS_INTERVAL_MS): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const n = await drawDueDemoResults(deps);
      if (n > 0) log.info({ declared: n }, 'demo results drawn');
    } catch (error) {
      log.error({ err: error }, 'demo results failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
