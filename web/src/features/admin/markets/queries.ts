/** Markets and Starline slots: the list, create, change, holidays. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas, useApi } from '../../../api/client.ts';
import { refreshConsole } from '../outcome.ts';

export type Market = Schemas['Market'];
export type MarketInput = Schemas['MarketInput'];
export type MarketPatch = Schemas['MarketPatch'];

export function marketsOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/admin', 'markets'],
    queryFn: () => call(api.GET('/admin/markets', {})),
    select: (list) => list.items,
  });
}

/** The market's holidays from today on, earliest first. */
export function holidaysOptions(api: ApiClient, marketId: string) {
  return queryOptions({
    queryKey: ['/admin', 'markets', marketId, 'holidays'],
    queryFn: () => call(api.GET('/admin/markets/{market_id}/holidays', { params: { path: { market_id: marketId } } })),
    select: (list) => list.items.map((item) => item.date),
  });
}

export function useCreateMarket() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketInput) => call(api.POST('/admin/markets', { body })),
    onSuccess: () => refreshConsole(queryClient),
  });
}

export function useUpdateMarket(marketId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketPatch) => call(api.PATCH('/admin/markets/{market_id}', { params: { path: { market_id: marketId } }, body })),
    onSuccess: () => refreshConsole(queryClient),
  });
}

export function useHoliday(marketId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, holiday }: { date: string; holiday: boolean }) => {
      const params = { path: { market_id: marketId, date } };
      return holiday
        ? call(api.PUT('/admin/markets/{market_id}/holidays/{date}', { params }))
        : call(api.DELETE('/admin/markets/{market_id}/holidays/{date}', { params }));
    },
    onSuccess: () => refreshConsole(queryClient),
  });
}
