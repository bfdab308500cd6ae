/**
 * The bid screens' rules that live in the client (spec sections 4, 5 and 9): the amount chips, the texts, how clicks
 * and typing change an entry's points, and the slip (`new_result`) sent to the server. Every other rule (cut-offs,
 * pannas, limits, balance) is the server's.
 */
import type { StoreValue } from 'nanostores';
import type { Schemas } from '../../api/client.ts';
import { i18n, params } from '../../i18n/index.ts';

/** Amount chips; each adds its own value. */
export const CHIPS = [5, 10, 50, 100, 200, 500, 1000, 5000] as const;

export const MIN_SANGAM_POINTS = 5;

/** The bid screens' alerts and problems (the spec's words), in the app's language. */
export const bidRuleMessages = i18n('bidRules', {
  selectAmountFirst: 'Please select an amount before proceeding.',
  selectGameTypePrompt: 'Select the Game Type',
  selectGameType: 'Please Select the Game Type',
  bettingClosed: 'Sorry betting is Close',
  starlineClosed: 'Betting is closed for today',
  badAnk: 'Please enter a single digit between 0 and 9',
  badPatti: 'Please enter a number between 000 and 999',
  minSangam: params<{ points: string }>('The minimum amount is {points} points'),
  wholePoints: 'Please enter the amount in whole points',
});
export type BidRuleTexts = StoreValue<typeof bidRuleMessages>;

export type Session = 'Open' | 'Close';
export type BidLabel = 'Single Ank' | 'Jodi' | 'Single Pana' | 'Double Pana' | 'Double Patti' | 'Triple Pana' | 'Half Sangam' | 'Full Sangam';
export type BidSlip = Schemas['BidSlip'];
type EntrySession = NonNullable<Schemas['BidEntry']['session']>;

/** Points per entry, keyed by the entry's digits ('5', '07', '118'). */
export type EntryPoints = Readonly<Record<string, number>>;

/** A click on an entry adds the chosen chip to its points. */
export function addChip(points: EntryPoints, digits: string, chip: number): EntryPoints {
  return { ...points, [digits]: (points[digits] ?? 0) + chip };
}

/** Typing sets an entry's points to the typed whole number (0 when it is not one). */
export function typedPoints(text: string): number {
  const trimmed = text.trim();
  return /^[0-9]{1,9}$/.test(trimmed) ? Number(trimmed) : 0;
}

export function totalOf(points: EntryPoints): number {
  return Object.values(points).reduce((sum, value) => sum + value, 0);
}

export interface SlipInput {
  /** The bid date the server gave (YYYY-MM-DD). */
  date: string;
  gameId: string;
  gameName: string;
  label: BidLabel;
  /** '' for Jodi and Full Sangam, lower-case 'open' for Starline. */
  session: Session | 'open' | '';
  entries: Array<{ digits: string; closedigits?: string; points: number }>;
}

/** The slip for the entries that carry points; `totalbit` is their sum. */
export function slipOf({ date, gameId, gameName, label, session, entries }: SlipInput): BidSlip {
  const result = entries
    .filter((entry) => entry.points > 0)
    .map((entry) => ({ points: entry.points, digits: entry.digits, session: session as EntrySession, closedigits: entry.closedigits ?? '' }));
  return {
    bid_date: date,
    gameid: gameId,
    Gamename: gameName,
    totalbit: result.reduce((sum, entry) => sum + entry.points, 0),
    pana: label,
    session: session as EntrySession,
    result,
  };
}

/** The entries of an entry grid, in the grid's order. */
export function gridEntries(order: readonly string[], points: EntryPoints) {
  return order.map((digits) => ({ digits, points: points[digits] ?? 0 }));
}

/** An ank field (spec: a single character 0 to 9): '' while empty, else its problem or null when fine. */
export function ankProblem(value: string, t: BidRuleTexts): string | null {
  return value === '' || /^[0-9]$/.test(value) ? null : t.badAnk;
}

/** A patti field (spec: at most 3 characters, 000 to 999). */
export function pattiProblem(value: string, t: BidRuleTexts): string | null {
  return value === '' || /^[0-9]{1,3}$/.test(value) ? null : t.badPatti;
}

export const isAnk = (value: string) => /^[0-9]$/.test(value);
/** A patti is filled once it has its three digits (whether it is a panna is the server's decision). */
export const isPatti = (value: string) => /^[0-9]{3}$/.test(value);
