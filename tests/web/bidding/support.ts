/** Players with points on the real test server (funded by the operator) and the game or slot chosen as Home does. */
import { type ApiClient, createApiClient } from '../../../sdk/index.ts';
import { OPERATOR } from '../support/global-setup.ts';
import { browserFetch, newPlayer, type RecordedCall, serverApi, serverUrl } from '../support/api.ts';

export interface SentSlip extends RecordedCall {
  key: string | null;
}

/**
 * One browser on the real server that also notes each slip's Idempotency-Key, and can lose the answer to the next
 * slip after the server has handled it (a connection dropped on the way back).
 */
export function bettingBrowser() {
  const browser = browserFetch();
  const slips: SentSlip[] = [];
  let dropNextAnswer = false;
  /** Answers to change on their way to the app, by path (the server's clock cannot move inside this suite). */
  const rewrites = new Map<string, (reply: Record<string, unknown>) => Record<string, unknown>>();
  const fetchWithKeys = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api(?=\/)/, '');
    const rewrite = rewrites.get(path);
    if (rewrite) {
      const reply = await (await browser.fetch(request)).json();
      return Response.json(rewrite(reply));
    }
    if (!path.includes('submit-bid')) return browser.fetch(request);
    slips.push({ path, body: await request.clone().json(), key: request.headers.get('idempotency-key') });
    const response = await browser.fetch(request);
    if (dropNextAnswer) {
      dropNextAnswer = false;
      await response.arrayBuffer();
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
  const api = createApiClient({ baseUrl: `${serverUrl()}/api`, fetch: fetchWithKeys });
  return { api, calls: browser.calls, slips, rewrites, dropNextAnswer: () => (dropNextAnswer = true) };
}

let operatorApi: Promise<ApiClient> | undefined;

export function operator(): Promise<ApiClient> {
  operatorApi ??= (async () => {
    const { api } = serverApi();
    const login = await api.POST('/api-user-login', { body: { mobile: OPERATOR.mobile, password: OPERATOR.password } });
    if (login.data?.status !== 1) throw new Error(`operator login failed: ${JSON.stringify(login.data ?? login.error)}`);
    return api;
  })();
  return operatorApi;
}

export async function walletOf(api: ApiClient): Promise<number> {
  const reply = await api.POST('/api-get-profile', { body: {} });
  const profile = reply.data?.profile[0];
  if (!profile) throw new Error('no profile');
  return profile.wallet_balance;
}

/**
 * A new player on the real server, logged in on its own client, with `points` in the wallet (an operator's adjustment
 * with the reason 'bid screen tests' and, when given, a note to the player).
 */
export async function fundedPlayer(points = 1000, playerNote?: string) {
  const client = bettingBrowser();
  await newPlayer(client.api);
  const profile = (await client.api.POST('/api-get-profile', { body: {} })).data?.profile[0];
  if (!profile) throw new Error('no profile');
  if (points > 0) {
    const op = await operator();
    const adjusted = await op.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: profile.user_id } },
      body: { amount: points, reason: 'bid screen tests', ...(playerNote ? { player_note: playerNote } : {}) },
    });
    if (adjusted.response.status !== 200) throw new Error(`funding failed: ${JSON.stringify(adjusted.error)}`);
  }
  return { ...client, userId: profile.user_id };
}

export type Phase = 'open' | 'close' | 'closed';

const inPhase = (phase: Phase) => (game: { msg_status: number; game_status: string }) =>
  phase === 'closed' ? game.msg_status === 2 : game.msg_status === 1 && game.game_status === (phase === 'open' ? '1' : '2');

/**
 * Chooses a daily game as a tap on its row on Home does (device storage): the first game in that phase by the server
 * clock (a Monday from 12:00 IST: KALYAN is open, SRIDEVI and then LATE CLOSE take Close bids, MILAN MORNING is closed).
 */
export async function chooseGame(api: ApiClient, phase: Phase) {
  const games = (await api.POST('/api-get-dashboard-data', { body: {} })).data?.result ?? [];
  const game = games.find(inPhase(phase));
  if (!game) throw new Error(`no game in the ${phase} phase: ${JSON.stringify(games.map((g) => [g.game_name, g.msg]))}`);
  window.localStorage.setItem('game_id', game.game_id);
  window.localStorage.setItem('game_name', game.game_name);
  return game;
}

/** A new market that would take bids now (listed last, so the other suites' choices stay), made a holiday today by the operator and chosen on the device. */
export async function chooseHolidayGame(api: ApiClient, name: string) {
  const op = await operator();
  const times = { open_time: '23:00', open_result_time: '23:10', close_time: '23:30', close_result_time: '23:40' };
  const created = await op.POST('/admin/markets', { body: { family: 'daily', name, ...times, weekdays: [0, 1, 2, 3, 4, 5, 6], sort_order: 999 } });
  if (!created.data) throw new Error(`market not created: ${JSON.stringify(created.error)}`);
  const gameId = String(created.data.id);
  const today = (await api.POST('/api-get-current-date', { body: { game_id: gameId } })).data;
  if (today?.game_status !== '1') throw new Error(`the new market does not take bids: ${JSON.stringify(today)}`);
  const holiday = await op.PUT('/admin/markets/{market_id}/holidays/{date}', { params: { path: { market_id: gameId, date: today.date } } });
  if (holiday.response.status !== 200) throw new Error(`holiday not set: ${JSON.stringify(holiday.error)}`);
  window.localStorage.setItem('game_id', gameId);
  window.localStorage.setItem('game_name', name);
}

/** Chooses a Starline slot, open or closed, as Play on Home does. */
export async function chooseSlot(api: ApiClient, open: boolean) {
  const slots = (await api.POST('/api-starline-game', { body: {} })).data?.result ?? [];
  const slot = slots.find((candidate) => (candidate.msg_status === 1) === open);
  if (!slot) throw new Error(`no ${open ? 'open' : 'closed'} Starline slot`);
  window.localStorage.setItem('starline_game_id', slot.game_id);
  window.localStorage.setItem('starline_game_name', slot.game_name);
  return slot;
}

/** The player's bids on the server for the day (newest first). */
export async function bidsOf(api: ApiClient, family: 'daily' | 'starline' = 'daily') {
  const path = family === 'daily' ? '/api-bid-history-data' : '/api-starline-bid-history-data';
  const reply = await api.POST(path, { body: { bid_from: '2026-11-01', bid_to: '2026-12-31' } });
  return reply.data?.bid_data ?? [];
}
