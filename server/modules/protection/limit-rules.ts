/**
 * Limit rules, without I/O: which amount is in force at an instant, what a change does (lowering at once, raising
 * or removing after the cooling-off), the IST period a limit counts over, and whether a movement passes it.
 */
import type { LimitKind } from '../../db/schema.ts';
import { addDays, istInstant, istParts } from '../../lib/ist.ts';

export const LIMIT_KINDS: readonly LimitKind[] = ['deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week'];
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export const LIMIT_NAMES: Record<LimitKind, string> = {
  deposit_day: 'daily deposit limit',
  deposit_week: 'weekly deposit limit',
  deposit_month: 'monthly deposit limit',
  loss_day: 'daily loss limit',
  loss_week: 'weekly loss limit',
};

/** A stored limit; amounts in hundredths of a point. */
export interface LimitState {
  amount: number | null;
  pending_amount: number | null;
  pending_at: number | null;
  operator_amount: number | null;
}

export const NO_LIMIT: LimitState = { amount: null, pending_amount: null, pending_at: null, operator_amount: null };

/** The player's own amount in force at `now` (a pending change counts once its time has come). */
export function playerAmountAt(s: LimitState, now: number): number | null {
  return s.pending_at !== null && s.pending_at <= now ? s.pending_amount : s.amount;
}

/** The amount in force: the lower of the player's and the operator's; null when neither is set. */
export function amountInForce(s: LimitState, now: number): number | null {
  const own = playerAmountAt(s, now);
  if (own === null) return s.operator_amount;
  return s.operator_amount === null ? own : Math.min(own, s.operator_amount);
}

/** The raise or removal still waiting, if any. */
export function pendingAt(s: LimitState, now: number): { amount: number | null; appliesAt: number } | null {
  return s.pending_at !== null && s.pending_at > now ? { amount: s.pending_amount, appliesAt: s.pending_at } : null;
}

export type ChangeEffect = 'lowered' | 'pending' | 'unchanged';

/**
 * What the player's request does. A first limit or a lower one applies at once and cancels a pending raise; a
 * higher one or a removal waits COOLING_OFF_MS (a second request restarts the wait); the amount in force cancels
 * a pending change.
 */
export function decideChange(s: LimitState, requested: number | null, now: number): { state: LimitState; effect: ChangeEffect } {
  const current = playerAmountAt(s, now);
  const settled = { ...s, amount: current, pending_amount: null, pending_at: null };
  if (requested !== null && (current === null || requested < current)) return { state: { ...settled, amount: requested }, effect: 'lowered' };
  if (requested === current) return { state: settled, effect: 'unchanged' };
  return { state: { ...settled, pending_amount: requested, pending_at: now + COOLING_OFF_MS }, effect: 'pending' };
}

/** The IST period a limit counts over at `now`: day, week from Monday, or calendar month. */
export function periodOf(kind: LimitKind, now: number): { start: number; end: number } {
  const { date, weekday } = istParts(now);
  if (kind.endsWith('_day')) return { start: istInstant(date, '00:00'), end: istInstant(addDays(date, 1), '00:00') };
  if (kind.endsWith('_week')) {
    const monday = addDays(date, -((weekday + 6) % 7));
    return { start: istInstant(monday, '00:00'), end: istInstant(addDays(monday, 7), '00:00') };
  }
  const first = `${date.slice(0, 8)}01`;
  const next = new Date(Date.parse(`${first}T00:00:00Z`));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { start: istInstant(first, '00:00'), end: istInstant(next.toISOString().slice(0, 10), '00:00') };
}

/** "24/11/2026 03:30 PM IST" */
export function istStamp(ms: number): string {
  const shifted = new Date(ms + 330 * 60_000);
  const [y, m, d] = shifted.toISOString().slice(0, 10).split('-');
  const h = shifted.getUTCHours();
  const hh = String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0');
  const mm = String(shifted.getUTCMinutes()).padStart(2, '0');
  return `${d}/${m}/${y} ${hh}:${mm} ${h < 12 ? 'AM' : 'PM'} IST`;
}
