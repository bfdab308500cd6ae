/**
 * Adds to a reply the fields the family's apps read without a guard, filled with real values: the session as
 * `unique_token`, the login status in the profile's style, the player's wallet and account state on the dashboard,
 * bid limits, chart links and passbook entry kinds. Only requests of a client profile get them.
 */
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../http/handler.ts';
import { toPoints } from '../lib/money.ts';
import { activeBlock } from '../modules/protection/protection-state.ts';
import { loadSettings, type StoredSettings } from '../modules/settings/settings.ts';
import { hasSecurityPin } from '../modules/security-pin/security-pins.ts';
import { balanceOf } from '../modules/wallet/ledger.ts';
import { withdrawWindow } from '../modules/withdrawals/withdraw-window.ts';
import { halfSangamRowAsApp } from './apply-conventions.ts';
import type { ClientProfile } from './client-profiles.ts';

type Reply = Record<string, unknown>;

/** The address the app called, for links back to this server (chart pages, the web app's sign-up). */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? 'localhost'}`;
type Enricher = (reply: Reply, ctx: { request: FastifyRequest; deps: Deps; profile: ClientProfile; settings: StoredSettings }) => Promise<void> | void;

/**
 * Bid limits, and the bid date as D-M-YYYY: a profile's slashed dates are read month first, so the spec's DD/MM/YYYY
 * sent back as a slip's `bid_date` or a history's bounds would be read as another day (or none).
 */
const limits = (reply: Reply, s: StoredSettings) => {
  reply.min_bid_amount = String(s.min_bid_points);
  reply.max_bid_amount = String(s.max_bid_points);
  if (typeof reply.new_date === 'string') reply.new_date = reply.new_date.replaceAll('/', '-');
};

const ENRICHERS: Record<string, Enricher> = {
  loginUser(reply, { request, profile, settings }) {
    if (typeof reply.token === 'string') reply.unique_token = reply.token;
    const mobile = (request.body as Reply | undefined)?.mobile;
    if (reply.status === 1 && typeof mobile === 'string') reply.mobile = mobile;
    reply.mobile_no = settings.contact_mobile;
    if (profile.statusStyle === 'boolean') reply.status = reply.status === 1;
  },
  registerUser(reply, { profile }) {
    if (profile.statusStyle === 'boolean') reply.status = reply.status === 1;
  },
  async getDashboard(reply, { request, deps, settings }) {
    const origin = originOf(request);
    for (const game of (reply.result as Reply[] | undefined) ?? []) {
      game.web_chart_url = `${origin}/game_chart?game_id=${String(game.game_id)}`;
    }
    Object.assign(reply, {
      user_current_version: settings.app_version,
      user_minimum_version: settings.app_version,
      app_link: settings.apk_url,
      telegram_no: settings.telegram_url,
      transfer_point_status: '0',
      withdraw_status: withdrawWindow(settings, deps.clock.now()).open ? 1 : 0,
    });
    limits(reply, settings);
    const auth = request.auth;
    if (!auth) return;
    const user = await deps.db
      .selectFrom('users')
      .select(['name', 'mobile', 'status', 'betting_blocked', 'withdrawals_blocked'])
      .where('id', '=', auth.userId)
      .executeTakeFirst();
    if (!user) return;
    const active = user.status === 'active' ? '1' : '0';
    // The app shows its betting screens only when bids would be taken: not during maintenance, while betting is
    // blocked or on a break.
    const mayBet = active === '1' && !settings.maintenance_mode && user.betting_blocked !== 1 && !(await activeBlock(deps.db, auth.userId, deps.clock.now()));
    if (user.withdrawals_blocked === 1) reply.withdraw_status = 0;
    const id = String(auth.userId);
    Object.assign(reply, {
      wallet_amt: String(toPoints((await balanceOf(deps.db, auth.userId)) ?? 0)),
      user_name: user.name,
      mobile: user.mobile,
      betting_status: mayBet ? '1' : '0',
      account_block_status: active,
      device_result: [{ id, user_id: id, device_id: '', logout_status: '0', security_pin_status: (await hasSecurityPin(deps.db, auth.userId)) ? '1' : '0' }],
    });
  },
  getStarlineSlots(reply) {
    for (const slot of (reply.result as Reply[] | undefined) ?? []) slot.open_result = slot.result === '***-*' ? '' : slot.result;
  },
  getGameStatus: (reply, { settings }) => limits(reply, settings),
  getGameActive: (reply, { settings }) => limits(reply, settings),
  getBidDate: (reply, { settings }) => limits(reply, settings),
  getStarlineStatus: (reply, { settings }) => limits(reply, settings),
  getStarlineActive: (reply, { settings }) => limits(reply, settings),
  getBidHistory(reply, { profile }) {
    for (const row of (reply.bid_data as Reply[] | undefined) ?? []) halfSangamRowAsApp(row, profile);
  },
  getWinningHistory(reply, { profile }) {
    for (const row of (reply.win_data as Reply[] | undefined) ?? []) halfSangamRowAsApp(row, profile);
  },
  getPassbook(reply) {
    for (const list of ['transaction_history', 'in_history', 'out_history']) {
      for (const entry of (reply[list] as Reply[] | undefined) ?? []) {
        entry.transaction_type = entry.direction === 'in' ? '1' : '2';
        // The entry in words, with an operator's note to the player (an adjustment's), as the web Passbook shows it.
        entry.transaction_note = entry.player_note ? `${String(entry.amount_status)}: ${String(entry.player_note)}` : entry.amount_status;
      }
    }
  },
};

export async function enrichReply(operationId: string, reply: unknown, request: FastifyRequest, deps: Deps, profile: ClientProfile) {
  const enrich = ENRICHERS[operationId];
  if (!enrich || !reply || typeof reply !== 'object') return reply;
  const copy = structuredClone(reply) as Reply;
  await enrich(copy, { request, deps, profile, settings: await loadSettings(deps.db) });
  return copy;
}
