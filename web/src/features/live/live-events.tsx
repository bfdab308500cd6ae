/**
 * Live updates for the whole app. A server-sent event stream (GET /api/live/events) says when a result was declared
 * (Home and the Starline list refetch) and, for a logged-in player, when one of the player's notices arrives (a win,
 * a deposit decision...): the balance, passbook and notifications refetch, a toast shows the notice and the unread
 * count on Notifications goes up. While the stream is down (or the browser has no EventSource) the same lists are
 * polled instead. The stream is reopened when the player logs in or out, so a logged-out browser hears no notices.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toaster } from '../../components/toaster.tsx';
import { SESSION_KEY, useSession } from '../auth/session.ts';
import { isBadNews, type Notice, useNoticeWords } from '../content/notice-words.ts';
import { addUnread, clearUnread } from './unread.ts';

export const LIVE_EVENTS_URL = '/api/live/events';
/** How often lists are refetched while the stream is down. */
export const POLL_FALLBACK_MS = 15_000;

export interface LiveNotice extends Notice {
  id: number;
}

/** What a declared result changes: the markets' results, the charts, and the player's bids (won, lost, refunded). */
const RESULT_KEYS = [
  ['/api-get-dashboard-data'],
  ['/api-starline-game'],
  ['/api-starline-chart-data'],
  ['/api-game-chart-data'],
  ['/api-bid-history-data'],
  ['/api-starline-bid-history-data'],
  ['/api-wining-history-data'],
  ['/api-starline-wining-history-data'],
];
/** What a player's notice changes: the balance, the notices, the passbook and the deposit and withdrawal histories. */
const NOTICE_KEYS = [
  SESSION_KEY,
  ['/api-get-notification'],
  ['/api-wallet-transaction-history'],
  ['/api-fund-request-history'],
  ['/api-user-withdraw-transaction-history'],
];

/** Notices of a result that changed a player's bids (My Bids, the histories and charts read again). */
const RESULT_NOTICES = ['win', 'result_corrected', 'day_cancelled'];

function refetch(queryClient: QueryClient, keys: ReadonlyArray<readonly unknown[]>): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

function parse(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return undefined;
  }
}

function isNotice(value: unknown): value is LiveNotice {
  const v = value as Partial<LiveNotice> | undefined;
  return typeof v?.title === 'string' && typeof v.message === 'string' && typeof v.kind === 'string';
}

export function LiveEvents() {
  const queryClient = useQueryClient();
  const words = useNoticeWords();
  // The stream outlives renders: it words each notice in the language of the moment.
  const wordsRef = useRef(words);
  useEffect(() => {
    wordsRef.current = words;
  });
  const { player } = useSession();
  const playerId = player?.user_id ?? null;
  // Another player (or a visitor) in this tab starts with no unread notices of the one before.
  useEffect(() => clearUnread(), [playerId]);

  useEffect(() => {
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      poll ??= setInterval(() => {
        refetch(queryClient, RESULT_KEYS);
        if (playerId !== null) refetch(queryClient, NOTICE_KEYS);
      }, POLL_FALLBACK_MS);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    if (typeof EventSource === 'undefined') {
      startPolling();
      return stopPolling;
    }
    const source = new EventSource(LIVE_EVENTS_URL);
    source.addEventListener('open', () => {
      // Anything missed while the stream was down is fetched once.
      if (poll !== undefined) refetch(queryClient, playerId === null ? RESULT_KEYS : [...RESULT_KEYS, ...NOTICE_KEYS]);
      stopPolling();
    });
    source.addEventListener('error', startPolling);
    source.addEventListener('results', () => refetch(queryClient, RESULT_KEYS));
    source.addEventListener('notice', (event) => {
      const notice = parse((event as MessageEvent).data);
      if (playerId === null || !isNotice(notice)) return;
      // A corrected or cancelled day may be older than the results the stream watches: its bids changed too.
      refetch(queryClient, RESULT_NOTICES.includes(notice.kind) ? [...NOTICE_KEYS, ...RESULT_KEYS] : NOTICE_KEYS);
      addUnread();
      toaster.create({
        type: isBadNews(notice) ? 'warning' : 'success',
        title: wordsRef.current(notice).title,
        description: wordsRef.current(notice).message,
        closable: true,
        duration: 8000,
      });
    });
    return () => {
      source.close();
      stopPolling();
    };
  }, [queryClient, playerId]);

  return null;
}
