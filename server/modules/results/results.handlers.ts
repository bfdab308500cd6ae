/** Operators declare, correct and cancel market days; each settles its bids exactly once, audited. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { pageLimit, pageOffset } from '../../lib/paging.ts';
import { cancelMarketDay } from './cancel-market-day.ts';
import { correctResult } from './correct-result.ts';
import { declareResult } from './declare-result.ts';
import { exposure } from './exposure.ts';
import { marketDayReport } from './market-day-report.ts';
import { marketOf, pannaOf } from './result-inputs.ts';

export const resultHandlers: Handlers = {
  async getMarketDay({ params, deps }) {
    return marketDayReport(deps.db, await marketOf(deps.db, params.market_id!), params.date!);
  },

  async declareResult({ params, body, auth, deps }) {
    const { userId } = requireAuth(auth);
    const market = await marketOf(deps.db, params.market_id!);
    const panna = pannaOf(body.panna);
    const report = await declareResult(deps.db, deps.dialect, {
      market,
      date: params.date!,
      session: body.session,
      panna,
      operatorId: userId,
      now: deps.clock.now(),
      seenVersion: body.settle_version,
    });
    deps.live?.nudge();
    return report;
  },

  async correctResult({ params, body, auth, deps }) {
    const { userId } = requireAuth(auth);
    const market = await marketOf(deps.db, params.market_id!);
    const panna = pannaOf(body.panna);
    const correction = {
      market,
      date: params.date!,
      session: body.session,
      panna,
      reason: body.reason.trim(),
      operatorId: userId,
      now: deps.clock.now(),
      seenVersion: body.settle_version,
    };
    return correctResult(deps.db, deps.dialect, correction);
  },

  async cancelMarketDay({ params, body, auth, deps }) {
    const { userId } = requireAuth(auth);
    const market = await marketOf(deps.db, params.market_id!);
    const seen = { bids: body.bids_seen, version: body.settle_version };
    return cancelMarketDay(deps.db, deps.dialect, { market, date: params.date!, reason: body.reason.trim(), seen, operatorId: userId, now: deps.clock.now() });
  },

  async getExposure({ params, query, deps }) {
    return exposure(
      deps.reads,
      await marketOf(deps.db, params.market_id!),
      params.date!,
      {
        limit: pageLimit(query?.limit, 100, 500),
        offset: pageOffset(query?.offset),
      },
      { session: query?.session, bidType: query?.bid_type },
    );
  },
};
