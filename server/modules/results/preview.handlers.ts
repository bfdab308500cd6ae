/** Read-only operator views of results: previews before declaring or correcting, and each market's history. */
import type { Handlers } from '../../http/handler.ts';
import { previewResult, previewResultCorrection } from './preview-result.ts';
import { resultHistory } from './result-history.ts';

export const previewHandlers: Handlers = {
  async previewResult({ params, query, deps }) {
    return previewResult(deps.reads, { marketId: params.market_id!, date: params.date!, session: query.session, panna: query.panna, now: deps.clock.now() });
  },

  async previewCorrection({ params, query, deps }) {
    return previewResultCorrection(deps.reads, {
      marketId: params.market_id!,
      date: params.date!,
      session: query.session,
      panna: query.panna,
      now: deps.clock.now(),
    });
  },

  async listResultHistory({ params, query, deps }) {
    return resultHistory(deps.reads, params.market_id, query, deps.clock.now());
  },
};
