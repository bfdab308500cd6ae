/** Bidding: a game's or slot's status and bid date by the server clock, and placing a slip (once per Idempotency-Key). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas, useApi } from '../../api/client.ts';
import { mayHaveArrived } from '../../api/intent-key.ts';
import { SESSION_KEY, shownPlayerId } from '../auth/session.ts';
import { forgetDraft } from './slip-draft.ts';
import type { BidSlip } from './rules.ts';

export type Family = 'daily' | 'starline';
export type BidDate = Schemas['BidDateReply'];
export type GameStatus = Schemas['GameStatusReply'];
export type BidReply = Schemas['BidReply'];

/** Status answers follow the server clock: asked again every half minute and whenever a screen opens. */
const LIVE = { staleTime: 0, refetchInterval: 30_000 } as const;

/** A daily game's phase (game_status, msg, msg_status) for its dashboard. */
export function gameStatusQueryOptions(api: ApiClient, gameId: string) {
  return queryOptions({
    queryKey: ['/api-check-game-status', gameId],
    queryFn: () => call(api.POST('/api-check-game-status', { body: { game_id: gameId } })),
    ...LIVE,
  });
}

/** The date a bid placed now is for, with the game's status (daily game or Starline slot). */
export function bidDateQueryOptions(api: ApiClient, family: Family, gameId: string) {
  const path = family === 'daily' ? '/api-get-current-date' : '/api-check-starline-game-status';
  return queryOptions({
    queryKey: [path, gameId],
    queryFn: (): Promise<BidDate> => call(api.POST(path, { body: { game_id: gameId } })),
    ...LIVE,
  });
}

export interface SlipSubmission {
  slip: BidSlip;
  /** The same key for every try of the same slip, so it is placed once. */
  key: string;
  /** Where the screen keeps the slip's entries (slip-draft.ts): forgotten once the slip may have been placed. */
  draft?: string | undefined;
}

export function useSubmitSlip(family: Family) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slip, key }: SlipSubmission): Promise<BidReply> => {
      const path = family === 'daily' ? '/api-submit-bid' : '/api-starline-submit-bid';
      const userId = shownPlayerId(queryClient);
      return call(api.POST(path, { params: { header: { 'Idempotency-Key': key } }, body: { new_result: userId ? { ...slip, user_id: userId } : slip } }));
    },
    // Here, not in the screen's own callbacks, so that it is done also when the player has left the screen meanwhile:
    // the entries of a slip placed (or perhaps placed) never come back to be placed again under a new key.
    onSuccess: async (reply, { draft }) => {
      if (!reply.status) return;
      forgetDraft(draft);
      await readAgain();
    },
    // No answer: the slip may have been placed, so the wallet and bids shown must be the server's.
    onError: async (error, { draft }) => {
      if (!mayHaveArrived(error)) return;
      forgetDraft(draft);
      await readAgain();
    },
  });
  /** The wallet, the player's bids and passbook have changed. */
  function readAgain() {
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
      queryClient.invalidateQueries({ queryKey: [family === 'daily' ? '/api-bid-history-data' : '/api-starline-bid-history-data'] }),
      queryClient.invalidateQueries({ queryKey: ['/api-wallet-transaction-history'] }),
    ]);
  }
}
