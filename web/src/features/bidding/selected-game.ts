/**
 * The game or Starline slot a player chose on Home (kept in device storage by the game and Starline lists), and the
 * Open/Close choice of the bid screens (remembered across screens; only Close once the open bids have closed).
 */
import { useState } from 'react';
import { readDevice, STORAGE_KEYS, writeDevice } from '../../lib/device-storage.ts';
import type { Family } from './queries.ts';
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

/** The sessions a game offers now: game_status '2' leaves only Close. */
export function sessionsFor(gameStatus: string): Session[] {
  return gameStatus === '2' ? ['Close'] : ['Open', 'Close'];
}

function storedGameType(): Session {
  return readDevice(STORAGE_KEYS.selectedGameType) === 'Close' ? 'Close' : 'Open';
}

/**
 * The chosen game type, '' when the player picked none. `remember` reads and stores the device's choice (default Open);
 * without it the form starts at Open (Half Sangam).
 */
export function useGameType(gameStatus: string, { remember = true } = {}) {
  const [choice, setChoice] = useState<Session | ''>(() => (remember ? storedGameType() : 'Open'));
  const offered = sessionsFor(gameStatus);
  const session: Session | '' = choice === '' ? '' : offered.includes(choice) ? choice : offered[0]!;
  const choose = (next: Session | '') => {
    setChoice(next);
    if (remember && next) writeDevice(STORAGE_KEYS.selectedGameType, next);
  };
  return { session, offered, choose };
}
