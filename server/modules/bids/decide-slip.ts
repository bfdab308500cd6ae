/**
 * Whether a slip may be placed now, from data already loaded: the game, the settings and the day records.
 * The same decision serves the PostgreSQL path and the group-committed SQLite path.
 */
import type { components } from '../../../sdk/schema.d.ts';
import type { Family } from '../../db/schema.ts';
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
  const state = marketNow(market, now, factsOf(market, input.records));
  const allowed = parsed.bids.every((b) => (b.cutoff === 'open' ? state.phase === 'open' : state.phase !== 'closed'));
  if (!allowed) throw new Refusal('BETTING_CLOSED', CLOSED_MESSAGE[family]);
  const shownDate = normaliseDate(slip.bid_date);
  if (shownDate && shownDate !== state.date) throw new Refusal('BID_DATE_CHANGED', 'The bid date has changed. Please reload and bid again.');
  const rates = (family === 'daily' ? settings.game_rates : settings.starline_rates) as Record<string, number>;
  return { market, date: state.date, parsed, rates };
}

/** A date the client showed, as YYYY-MM-DD (it may send YYYY-MM-DD, DD/MM/YYYY or DD-MM-YYYY); '' when unreadable. */
function normaliseDate(value: string | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const m = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}
