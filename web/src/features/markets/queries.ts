/** Daily markets: the home game list, win rates, the player's bids and wins, and the top winners. */
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas } from '../../api/client.ts';

export type Game = Schemas['Game'];
export type BidRow = Schemas['BidRow'];
export type GameRates = Schemas['GameRates'];
export type TopWinner = Schemas['TopWinnersReply']['winners'][number];

export interface DateRange {
  from: string;
  to: string;
}

export function dashboardQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/api-get-dashboard-data'],
    queryFn: async () => {
      const reply = await call(api.POST('/api-get-dashboard-data', { body: {} }));
      return { games: reply.result, adminNumber: reply.mobile_no, maintenance: reply.maintenance_message };
    },
    // Asked for with the session on a first visit to Home (see __root.tsx): fresh enough not to be asked again when
    // the screen mounts. Declared results refetch it at once (live events).
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

export function gameRatesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/api-game-rates'],
    queryFn: async (): Promise<GameRates | null> => (await call(api.POST('/api-game-rates', { body: {} }))).game_rates[0] ?? null,
  });
}

/** A history as cached: its rows, and whether the dates hold more than it lists (the newest 500). */
export interface History<Row> {
  rows: Row[];
  more: boolean;
}

/** The rows of a cached history (a query's `select`); `MoreThanListed` reads `more` from the same cache entry. */
export const rowsOf = <Row>(history: History<Row>): Row[] => history.rows;

export function bidHistoryQueryOptions(api: ApiClient, range: DateRange) {
  return queryOptions({
    queryKey: ['/api-bid-history-data', range],
    queryFn: async () => {
      const reply = await call(api.POST('/api-bid-history-data', { body: { bid_from: range.from, bid_to: range.to } }));
      return { rows: reply.bid_data, more: reply.more ?? false };
    },
    select: rowsOf,
  });
}

export function winHistoryQueryOptions(api: ApiClient, range: DateRange) {
  return queryOptions({
    queryKey: ['/api-wining-history-data', range],
    queryFn: async () => {
      const reply = await call(api.POST('/api-wining-history-data', { body: { date_from: range.from, date_to: range.to } }));
      return { rows: reply.win_data, more: reply.more ?? false };
    },
    select: rowsOf,
  });
}

export function topWinnersQueryOptions(api: ApiClient, range: DateRange, starline: boolean) {
  return queryOptions({
    queryKey: ['/api-top-winner-list', { ...range, starline }],
    queryFn: async () => (await call(api.POST('/api-top-winner-list', { body: { bid_from: range.from, bid_to: range.to, starline } }))).winners,
  });
}
