/** Players' views of one market or slot now: its phase, the date bids go to, and the times. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { displayDate, displayTime, istParts } from '../../lib/ist.ts';
import { marketNowOf } from './markets.ts';
import { phaseDisplay } from './phases.ts';
import { playableMarket } from './playable.ts';

/** The server clock as ISO 8601 with the +05:30 offset. */
const istTimestamp = (now: number) => new Date(now + 330 * 60_000).toISOString().replace('Z', '+05:30');

export async function gameStatus(db: Kysely<DB>, gameId: string, now: number) {
  const market = await playableMarket(db, gameId, 'daily');
  const { now: state } = await marketNowOf(db, market, now);
  const shown = phaseDisplay(state);
  return {
    status: true,
    code: 'OK' as const,
    ...shown,
    date: state.date,
    new_date: displayDate(state.date),
    current_time: istTimestamp(now),
    open_time: displayTime(market.open_time),
    close_time: displayTime(market.close_time),
  };
}

/** The family's active/inactive check: the game status, with the market as one row and `status` true while it takes bids. */
export async function gameActive(db: Kysely<DB>, gameId: string, now: number) {
  const shown = await gameStatus(db, gameId, now);
  const open = shown.msg_status === 1;
  const row = { game_id: gameId, open_time: shown.open_time, close_time: shown.close_time, msg: shown.msg, game_status: shown.game_status, status: open };
  return { ...shown, status: open, result: [row] };
}

export async function bidDate(db: Kysely<DB>, gameId: string | undefined, now: number) {
  if (gameId === undefined) {
    // Asked without a market: today by the server clock, in IST.
    const today = istParts(now).date;
    return { status: true, code: 'OK' as const, msg: 'Today', date: today, new_date: displayDate(today) };
  }
  // A daily market or a Starline slot (the family's Starline bid screen asks its date here too).
  const market = await playableMarket(db, gameId, 'any');
  if (market.family === 'starline') return starlineStatus(db, gameId, now);
  const { now: state } = await marketNowOf(db, market, now);
  return {
    status: true,
    code: 'OK' as const,
    msg: phaseDisplay(state).msg,
    date: state.date,
    new_date: displayDate(state.date),
    game_status: phaseDisplay(state).game_status,
    msg_status: phaseDisplay(state).msg_status,
  };
}

export async function starlineStatus(db: Kysely<DB>, gameId: string, now: number) {
  const slot = await playableMarket(db, gameId, 'starline');
  const { now: state } = await marketNowOf(db, slot, now);
  const shown = phaseDisplay(state);
  return {
    status: true,
    code: 'OK' as const,
    msg: shown.msg_status === 1 ? 'Betting is Running Now' : 'Betting is closed for today',
    date: state.date,
    new_date: displayDate(state.date),
    game_status: shown.game_status,
    msg_status: shown.msg_status,
  };
}

/**
 * The family's Starline active/inactive check, the daily one's form: the slot's status, with the slot as one row and
 * `status` true while it takes bids; its draw time is both its open and close time.
 */
export async function starlineActive(db: Kysely<DB>, gameId: string, now: number) {
  const slot = await playableMarket(db, gameId, 'starline');
  const shown = await starlineStatus(db, gameId, now);
  const time = displayTime(slot.open_time);
  const open = shown.msg_status === 1;
  const row = { game_id: gameId, open_time: time, close_time: time, msg: shown.msg, game_status: shown.game_status, status: open };
  return { ...shown, status: open, current_time: istTimestamp(now), open_time: time, close_time: time, result: [row] };
}
