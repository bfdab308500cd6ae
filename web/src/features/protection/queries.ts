/** Responsible gaming: the player's limits, break or exclusion and reality check, and the calls that change them. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas, useApi } from '../../api/client.ts';
import { REALITY_KEY } from './reality-check-query.ts';

export type Protection = Schemas['ProtectionReply'];
export type Limit = Schemas['Limit'];
export type LimitKind = Schemas['LimitKind'];
export type RealityCheck = Schemas['RealityCheckReply'];

export const PROTECTION_KEY = ['/api-get-limits'] as const;
/** The highest limit the contract takes (`LimitAmount`), players' and operators' alike. */
export const MAX_LIMIT = 10_000_000;

export function protectionQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: PROTECTION_KEY, queryFn: () => call(api.POST('/api-get-limits', { body: {} })) });
}

/**
 * A change to the player's protection; on success the screen's data is fetched again. `refresh: 'after'` lets the
 * caller tell the outcome first: a break or an exclusion swaps the controls (and the confirmation they hold) for the
 * block in force, so waiting for the new data would take the confirmation away before the player hears the outcome.
 */
function useProtectionMutation<V, R>(send: (api: ApiClient, vars: V) => Promise<R>, refresh: 'first' | 'after' = 'first') {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(api, vars),
    onSuccess: async () => {
      const refreshed = Promise.all([queryClient.invalidateQueries({ queryKey: PROTECTION_KEY }), queryClient.invalidateQueries({ queryKey: REALITY_KEY })]);
      if (refresh === 'first') await refreshed;
    },
  });
}

export const useSetLimit = () => useProtectionMutation((api, body: { kind: LimitKind; amount: number | null }) => call(api.POST('/api-set-limit', { body })));
export const useTakeBreak = () =>
  useProtectionMutation((api, period: '24h' | '7d' | '30d') => call(api.POST('/api-take-break', { body: { period } })), 'after');
export const useSelfExclude = () =>
  useProtectionMutation((api, period: '6m' | '1y' | 'permanent') => call(api.POST('/api-self-exclude', { body: { period, confirm: true } })), 'after');
export const useSetRealityCheck = () =>
  useProtectionMutation((api, minutes: 0 | 30 | 60) => call(api.POST('/api-set-reality-check', { body: { interval_minutes: minutes } })));
