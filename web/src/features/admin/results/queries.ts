/** A market day: its state, and the declaration, correction and cancellation that settle it. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas, useApi } from '../../../api/client.ts';
import { refreshConsole } from '../outcome.ts';

export type MarketDay = Schemas['MarketDay'];
export type Session = 'open' | 'close';

export function marketDayOptions(api: ApiClient, marketId: string, date: string) {
  return queryOptions({
    queryKey: ['/admin', 'day', marketId, date],
    queryFn: () => call(api.GET('/admin/markets/{market_id}/days/{date}', { params: { path: { market_id: marketId, date } } })),
  });
}

/** A declaration or correction carries the day's settlement version its preview was made at. */
type DayAction =
  | { kind: 'declare'; session: Session; panna: string; settle_version: number }
  | { kind: 'correct'; session: Session; panna: string; reason: string; settle_version: number }
  | { kind: 'cancel'; reason: string; bids_seen: number; settle_version: number };

export function useDayAction(marketId: string, date: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DayAction) => {
      const params = { path: { market_id: marketId, date } };
      if (action.kind === 'declare') {
        const body = { session: action.session, panna: action.panna, settle_version: action.settle_version };
        return call(api.POST('/admin/markets/{market_id}/days/{date}/results', { params, body }));
      }
      if (action.kind === 'correct') {
        const body = { session: action.session, panna: action.panna, reason: action.reason, settle_version: action.settle_version };
        return call(api.POST('/admin/markets/{market_id}/days/{date}/corrections', { params, body }));
      }
      // What the confirmation showed: a day that took bids or was settled again since is refused, not cancelled.
      const body = { reason: action.reason, bids_seen: action.bids_seen, settle_version: action.settle_version };
      return call(api.POST('/admin/markets/{market_id}/days/{date}/cancel', { params, body }));
    },
    onSettled: () => refreshConsole(queryClient),
  });
}
