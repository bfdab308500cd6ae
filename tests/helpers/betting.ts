/** Helpers for the betting suites: markets made through the operator API, slips, funded players. */
import { expect } from 'vitest';
import { makeOperator, registerAndLogin, type TestApp } from './test-app.ts';

export type Player = Awaited<ReturnType<typeof registerAndLogin>>;
export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
export const ist = (local: string) => Date.parse(`${local}+05:30`);

export async function createMarket(operator: Player, name: string, times: [string, string, string, string], family: 'daily' | 'starline' = 'daily') {
  const [open_time, open_result_time, close_time, close_result_time] = times;
  const res = await operator.api.POST('/admin/markets', {
    body: { family, name, open_time, open_result_time, close_time, close_result_time, weekdays: EVERY_DAY },
  });
  expect(res.response.status, JSON.stringify(res.error)).toBe(200);
  return res.data!.id;
}

/** An operator's wallet adjustment of `points` (reason 'test funding' unless given; a note to the player if given). */
export async function fund(operator: Player, p: Player, points: number, words: { reason?: string; player_note?: string } = {}) {
  const res = await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
    params: { path: { user_id: p.userId } },
    body: { amount: points, reason: words.reason ?? 'test funding', ...(words.player_note === undefined ? {} : { player_note: words.player_note }) },
  });
  expect(res.response.status).toBe(200);
}

export type Entry = { points: number; digits: string | number; closedigits?: string; session?: string };

export function slipBody(gameid: string, pana: string, session: string, entries: Entry[], totalbit?: number) {
  return {
    new_result: {
      gameid,
      Gamename: 'test',
      pana: pana as 'Single Ank',
      session: session as 'Open',
      totalbit: totalbit ?? entries.reduce((s, e) => s + e.points, 0),
      result: entries.map((e) => ({ points: e.points, digits: e.digits, session: (e.session ?? session) as 'Open', closedigits: e.closedigits ?? '' })),
    },
  };
}

export function bid(p: Player, gameid: string, pana: string, session: string, entries: Entry[], headers: Record<string, string> = {}) {
  return p.api.POST('/api-submit-bid', { body: slipBody(gameid, pana, session, entries), headers });
}

export function starlineBid(p: Player, gameid: string, pana: string, entries: Entry[]) {
  return p.api.POST('/api-starline-submit-bid', { body: slipBody(gameid, pana, 'open', entries) });
}

export async function declare(operator: Player, marketId: string, date: string, session: 'open' | 'close', panna: string) {
  return operator.api.POST('/admin/markets/{market_id}/days/{date}/results', { params: { path: { market_id: marketId, date } }, body: { session, panna } });
}

export async function balanceOf(p: Player) {
  return (await p.api.POST('/api-get-profile', { body: {} })).data?.profile[0]?.wallet_balance;
}

export { makeOperator, registerAndLogin, type TestApp };
