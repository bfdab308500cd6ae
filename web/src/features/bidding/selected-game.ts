/**
 * The game or Starline slot a player chose on Home (kept in device storage by the game and Starline lists), and the
 * session a bid screen's slip is for. A slip is only ever sent for the day and session the player chose: when that
 * session closes while the screen is open, the choice lapses (the screen says so and keeps the entries) until the
 * player chooses again. It is never moved to another session or day.
 */
import { useState } from 'react';
import { readDevice, removeDevice, STORAGE_KEYS, writeDevice } from '../../lib/device-storage.ts';
import type { BidDate, Family } from './queries.ts';
import type { Session } from './rules.ts';

export interface SelectedGame {
  family: Family;
  id: string;
  name: string;
}

export function selectedGame(family: Family): SelectedGame | null {
  const id = readDevice(family === 'daily' ? STORAGE_KEYS.gameId : STORAGE_KEYS.starlineGameId);
  const name = readDevice(family === 'daily' ? STORAGE_KEYS.gameName : STORAGE_KEYS.starlineGameName);
  return id && name ? { family, id, name } : null;
}

/** Forgets the choice (a market or slot the server no longer has), so the screens ask for another on Home. */
export function forgetGame(family: Family): void {
  removeDevice(family === 'daily' ? STORAGE_KEYS.gameId : STORAGE_KEYS.starlineGameId);
  removeDevice(family === 'daily' ? STORAGE_KEYS.gameName : STORAGE_KEYS.starlineGameName);
}

/**
 * What a screen bids on: Single Ank and pannas choose Open or Close; Half Sangam chooses too but, like Jodi and Full
 * Sangam (open-only), closes with the open bids; Starline has its one session.
 */
export type ScreenKind = 'session' | 'half-sangam' | 'open-only' | 'starline';

/** A slip's session: Open/Close, '' for Jodi and Full Sangam, 'open' for Starline. */
export type SlipSession = Session | '' | 'open';

/** The sessions a screen offers now, none when its betting is closed (closed day, holiday, after the cut-off). */
export function sessionsFor(kind: ScreenKind, status: Pick<BidDate, 'game_status' | 'msg_status'>): SlipSession[] {
  if (status.msg_status === 2) return [];
  const openBids = status.game_status === '1';
  if (kind === 'session') return openBids ? ['Open', 'Close'] : ['Close'];
  if (!openBids) return [];
  if (kind === 'half-sangam') return ['Open', 'Close'];
  return kind === 'starline' ? ['open'] : [''];
}

const hasGameType = (kind: ScreenKind) => kind === 'session' || kind === 'half-sangam';

interface Choice {
  /** The market day (YYYY-MM-DD) and its DD/MM/YYYY form, as the server gave them when the player chose. */
  date: string;
  shownDate: string;
  session: SlipSession;
}

function initialChoice(kind: ScreenKind, bidDate: BidDate, offered: SlipSession[], remember: boolean): Choice | null {
  const at = (session: SlipSession): Choice => ({ date: bidDate.date, shownDate: bidDate.new_date, session });
  if (offered.length === 0) return null;
  if (!hasGameType(kind)) return at(offered[0]!);
  const stored = readDevice(STORAGE_KEYS.selectedGameType) === 'Close' ? 'Close' : 'Open';
  const wanted = remember ? stored : 'Open';
  // A screen opened after the open cut-off offers only Close, and shows it chosen.
  return at(offered.includes(wanted) ? wanted : offered[0]!);
}

/**
 * The slip's session for a bid screen. `session` is null while nothing may be sent: no choice, a closed screen, or a
 * `lapsed` choice (the session or day chosen has closed since). `remember` keeps the Open/Close choice on the device.
 */
export function useBidSession(kind: ScreenKind, bidDate: BidDate, { remember = true } = {}) {
  const offered = sessionsFor(kind, bidDate);
  const [choice, setChoice] = useState<Choice | null>(() => initialChoice(kind, bidDate, offered, remember));
  const valid = choice !== null && choice.date === bidDate.date && offered.includes(choice.session);
  const choose = (next: Session | '') => {
    setChoice(next === '' ? null : { date: bidDate.date, shownDate: bidDate.new_date, session: next });
    if (remember && next) writeDevice(STORAGE_KEYS.selectedGameType, next);
  };
  /** Confirms the day now on offer (screens without a game type, after their day has changed). */
  const confirmDay = () => setChoice({ date: bidDate.date, shownDate: bidDate.new_date, session: offered[0] ?? '' });
  return {
    hasGameType: hasGameType(kind),
    /** The Open/Close choices of the game-type select. */
    offered: offered.filter((value): value is Session => value === 'Open' || value === 'Close'),
    closed: offered.length === 0,
    /** What the game-type select shows: '' unless a session is validly chosen. */
    shown: valid && choice.session !== 'open' ? choice.session : ('' as Session | ''),
    session: valid ? choice.session : null,
    lapsed: !valid && choice !== null ? choice : null,
    choose,
    confirmDay,
  };
}

export type BidSession = ReturnType<typeof useBidSession>;
