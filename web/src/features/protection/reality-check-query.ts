/** The reality-check poll on its own, so the app shell that runs it does not load the protection mutations. */
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, call } from '../../api/client.ts';

export const REALITY_KEY = ['/api-reality-check'] as const;

/** Polled while a player is logged in; the notice shows when `checks_due` grows. */
export function realityCheckQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: REALITY_KEY,
    queryFn: () => call(api.POST('/api-reality-check', { body: {} })),
    refetchInterval: 60_000,
  });
}
