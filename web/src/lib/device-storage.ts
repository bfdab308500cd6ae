/**
 * The spec's device storage for what is not a secret: the chosen game and Starline slot, whether the download
 * popup was shown, and whether the logged-in player still has to replace a too-short password. The session itself is never stored here (it lives in an httpOnly cookie).
 */
export const STORAGE_KEYS = {
  gameId: 'game_id',
  gameName: 'game_name',
  starlineGameId: 'starline_game_id',
  starlineGameName: 'starline_game_name',
  popupShown: 'popupShown',
  /** The bid screens' game type (Open or Close), kept across screens. */
  selectedGameType: 'selected_game_type',
  /** The user id of a player who logged in with a password shorter than today's minimum and must change it first. */
  passwordChangeRequired: 'password_change_required',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readDevice(key: Key): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeDevice(key: Key, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be off (private mode); the app still works without it.
  }
}

export function removeDevice(key: Key): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage can be off (private mode).
  }
}
