/**
 * Whether a slip may be placed now, from data already loaded: the game, the settings and the day records.
 * The same decision serves the PostgreSQL path and the group-committed SQLite path.
 */
import type { components } from '../../../sdk/schema.d.ts';
import type { Family } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { Refusal } from '../../lib/refusal.ts';
import { type DayRecords, factsOf, type MarketRow } from '../markets/markets.ts';
import { marketNow } from '../markets/phases.ts';
import type { StoredSettings } from '../settings/settings.ts';
import { type ParsedSlip, parseSlip } from './slip-rules.ts';

export const CLOSED_MESSAGE: Record<Family, string> = { daily: 'Sorry betting is Close', starline: 'Betting is closed for today' };

export interface SlipDecision {
  market: MarketRow;
  date: string;
  parsed: ParsedSlip;
  rates: Record<string, number>;
}

export function gameIdOf(slip: components['schemas']['BidSlip']): number | undefined {
  return /^[0-9]{1,18}$/.test(String(slip.gameid)) ? Number(slip.gameid) : undefined;
}

export function decideSlip(input: {
  family: Family;
  slip: components['schemas']['BidSlip'];
  market: MarketRow | undefined;
  settings: StoredSettings;
  records: DayRecords;
  now: number;
}): SlipDecision {
  const { family, slip, market, settings, now } = input;
  if (!market || market.family !== family || market.active !== 1) throw new Refusal('UNKNOWN_GAME', 'This game is not available');
  const parsed = parseSlip(slip, family, { min: settings.min_bid_points, max: settings.max_bid_points });
  const shownDate = shownDateOf(slip.bid_date);
  const state = marketNow(market, now, factsOf(market, input.records));
  const allowed = parsed.bids.every((b) => (b.cutoff === 'open' ? state.phase === 'open' : state.phase !== 'closed'));
  if (!allowed) throw new Refusal('BETTING_CLOSED', CLOSED_MESSAGE[family]);
  if (shownDate && shownDate !== state.date) throw new Refusal('BID_DATE_CHANGED', 'The bid date has changed. Please reload and bid again.');
  const rates = (family === 'daily' ? settings.game_rates : settings.starline_rates) as Record<string, number>;
  return { market, date: state.date, parsed, rates };
}

/**
 * The date the client showed, as YYYY-MM-DD (it may send YYYY-MM-DD, DD/MM/YYYY or DD-MM-YYYY, spaces around it
 * aside); '' when it sent none. A date it sent that is not one of these, or no such day, is refused: a slip whose date
 * cannot be read cannot be told to be for today, and it is never placed on a day the player did not see.
 */
export function shownDateOf(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  const dashed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dayFirst = /^(\d{2})([/-])(\d{2})\2(\d{4})$/.exec(text);
  const [year, month, day] = dashed ? [dashed[1], dashed[2], dashed[3]] : dayFirst ? [dayFirst[4], dayFirst[3], dayFirst[1]] : [];
  const date = `${year}-${month}-${day}`;
  const time = Date.parse(`${date}T00:00:00Z`);
  if (!year || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
    throw invalid('new_result.bid_date', 'Bid date must be a date such as 2026-11-23 or 23/11/2026');
  }
  return date;
}
