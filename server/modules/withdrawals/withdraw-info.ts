/** What a player's withdraw screen shows: the window, the minimum, whether bank details are set, and past requests. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { displayTime } from '../../lib/ist.ts';
import { toPoints } from '../../lib/money.ts';
import { readPage } from '../../lib/paging.ts';
import { loadSettings } from '../settings/settings.ts';
import { withdrawWindow } from './withdraw-window.ts';
import { withdrawalNumber } from './withdrawals.ts';

/** The most requests the screen lists at once. */
export const WITHDRAW_HISTORY_ROWS = 200;

/** The newest 200 requests, or with `before` (a request's `request_id`) the 200 older ones; `more` says if there are more. */
export async function withdrawInfo(db: Kysely<DB>, userId: number, now: number, before?: string) {
  const settings = await loadSettings(db);
  const window = withdrawWindow(settings, now);
  const bank = await db.selectFrom('bank_details').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  let q = db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId);
  if (before !== undefined) q = q.where('id', '<', Number(before));
  const { page: rows, next_before } = await readPage(q.orderBy('id', 'desc'), WITHDRAW_HISTORY_ROWS);
  return {
    status: true,
    code: 'OK' as const,
    msg: window.open ? 'Withdrawals are open' : window.reason,
    withdraw_open_time: displayTime(settings.withdraw_open_time),
    withdraw_close_time: displayTime(settings.withdraw_close_time),
    withdraw_closed_weekdays: [...settings.withdraw_closed_weekdays].sort((a, b) => a - b),
    withdraw_is_open: window.open,
    closed_reason: window.why,
    min_withdraw: settings.min_withdraw,
    has_bank_details: bank !== undefined,
    withdrawdata: rows.map((r) => ({
      request_id: String(r.id),
      request_amount: toPoints(r.amount),
      request_number: withdrawalNumber(r.id),
      request_status: r.status,
      remark: r.remark,
      insert_date: new Date(r.created_at).toISOString(),
    })),
    more: next_before !== null,
  };
}
