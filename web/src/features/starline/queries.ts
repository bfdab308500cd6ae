/** Starline: today's hourly slots, the Starline win rates, and the player's Starline bids and wins. */
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas } from '../../api/client.ts';
import { type DateRange, rowsOf } from '../markets/queries.ts';

export type StarlineSlot = Schemas['StarlineSlot'];
export type StarlineRates = Schemas['StarlineRates'];

export function starlineSlotsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/api-starline-game'],
    queryFn: async () => (await call(api.POST('/api-starline-game', { body: {} }))).result,
    // Asked for with the session on a first visit to Home (see __root.tsx): fresh enough not to be asked again when
    // the screen mounts. Declared results refetch it at once (live events).
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

export function starlineRatesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/api-starline-game-rates'],
    queryFn: async (): Promise<StarlineRates | null> => (await call(api.POST('/api-starline-game-rates', { body: {} }))).game_rates[0] ?? null,
  });
}

export function starlineBidHistoryQueryOptions(api: ApiClient, range: DateRange) {
  return queryOptions({
    queryKey: ['/api-starline-bid-history-data', range],
    queryFn: async () => {
      const reply = await call(api.POST('/api-starline-bid-history-data', { body: { bid_from: range.from, bid_to: range.to } }));
      return { rows: reply.bid_data, more: reply.more ?? false };
    },
    select: rowsOf,
  });
}

export function starlineWinHistoryQueryOptions(api: ApiClient, range: DateRange) {
  return queryOptions({
    queryKey: ['/api-starline-wining-history-data', range],
    queryFn: async () => {
      const reply = await call(api.POST('/api-starline-wining-history-data', { body: { bid_from: range.from, bid_to: range.to } }));
      return { rows: reply.win_data, more: reply.more ?? false };
    },
    select: rowsOf,
  });
}
