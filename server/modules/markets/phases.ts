/**
 * Market days and phases by the server clock (IST). A market day is the date its open session starts; its
 * times follow one another and may pass midnight. A day's betting starts at its IST midnight (or when the
 * previous day's late close session ends) and stops at its close bid end.
 */
import { addDays, istInstant, istParts, nextAt, weekdayOf } from '../../lib/ist.ts';

export interface MarketTimes {
  open_time: string;
  open_result_time: string;
  close_time: string;
  close_result_time: string;
}

export interface DayInstants {
  openBidEnd: number;
  openResult: number;
  closeBidEnd: number;
  closeResult: number;
}

export function dayInstants(m: MarketTimes, date: string): DayInstants {
  const openBidEnd = istInstant(date, m.open_time);
  const openResult = nextAt(date, m.open_result_time, openBidEnd);
  const closeBidEnd = nextAt(date, m.close_time, openBidEnd);
  const closeResult = nextAt(date, m.close_result_time, closeBidEnd);
  return { openBidEnd, openResult, closeBidEnd, closeResult };
}

/** What is known about a date of the market besides its times. */
export interface DayFacts {
  /** False on days it does not run: not one of its weekdays, or a holiday. */
  runs: boolean;
  holiday: boolean;
  cancelled: boolean;
  openDeclared: boolean;
  closeDeclared: boolean;
}

export type Phase = 'open' | 'close' | 'closed';
export type ClosedReason = '' | 'after_close' | 'holiday' | 'cancelled';

export interface MarketNow {
  /** The market day the phase is about. */
  date: string;
  phase: Phase;
  reason: ClosedReason;
  instants: DayInstants;
}

export interface Calendar {
  weekdays: number[];
  facts(date: string): DayFacts;
}

/** Facts of a date from the weekday list alone (holidays and results come from the caller). */
export function runsOnWeekday(weekdays: number[], date: string): boolean {
  return weekdays.includes(weekdayOf(date));
}

export function marketNow(m: MarketTimes, now: number, facts: (date: string) => DayFacts): MarketNow {
  const today = istParts(now).date;
  for (const date of [addDays(today, -1), today]) {
    const f = facts(date);
    if (!f.runs) continue;
    const instants = dayInstants(m, date);
    if (now < istInstant(date, '00:00') || now >= instants.closeBidEnd) continue;
    // Yesterday's session past midnight, when its day is over already (cancelled, or its close declared), gives way to today.
    if (date !== today && (f.cancelled || f.closeDeclared)) continue;
    if (f.cancelled) return { date, phase: 'closed', reason: 'cancelled', instants };
    if (f.closeDeclared) return { date, phase: 'closed', reason: 'after_close', instants };
    const phase = now < instants.openBidEnd && !f.openDeclared ? 'open' : 'close';
    return { date, phase, reason: '', instants };
  }
  const f = facts(today);
  return { date: today, phase: 'closed', reason: f.runs ? (f.cancelled ? 'cancelled' : 'after_close') : 'holiday', instants: dayInstants(m, today) };
}

/** The fields the home list and status calls show for a phase. */
export function phaseDisplay(n: MarketNow): { msg: string; msg_status: 1 | 2; game_status: '1' | '2' } {
  if (n.phase === 'open') return { msg: 'Betting is Running Now', msg_status: 1, game_status: '1' };
  if (n.phase === 'close') return { msg: 'Betting Running For Close', msg_status: 1, game_status: '2' };
  if (n.reason === 'holiday') return { msg: 'Market Holiday', msg_status: 2, game_status: '2' };
  return { msg: 'Betting is Closed For Today', msg_status: 2, game_status: '2' };
}
