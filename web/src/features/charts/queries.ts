/** Charts of declared results: a daily market's open panna, jodi and close panna by day; Starline by date and slot. */
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas } from '../../api/client.ts';

export type MarketChart = Schemas['MarketChartReply'];
export type StarlineChart = Schemas['StarlineChartReply'];

/** The dates to chart; without them the server charts the days up to its own today (its clock decides the day). */
export interface ChartRange {
  from?: string;
  to?: string;
}

export function marketChartQueryOptions(api: ApiClient, gameId: string, range: ChartRange) {
  return queryOptions({
    queryKey: ['/api-game-chart-data', gameId, range],
    queryFn: () => call(api.POST('/api-game-chart-data', { body: { game_id: gameId, date_from: range.from, date_to: range.to } })),
  });
}

export function starlineChartQueryOptions(api: ApiClient, range: ChartRange) {
  return queryOptions({
    queryKey: ['/api-starline-chart-data', range],
    queryFn: () => call(api.POST('/api-starline-chart-data', { body: { date_from: range.from, date_to: range.to } })),
  });
}
