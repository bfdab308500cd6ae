/**
 * A player whose stored password is shorter than today's minimum (the login reply says `password_change_required`)
 * is kept on Change Password until they choose a new one. The flag is kept on the device with the player's id, so a
 * reload keeps it and another player logging in on the same device is not affected.
 */
import { readDevice, removeDevice, STORAGE_KEYS, writeDevice } from '../../lib/device-storage.ts';

export const CHANGE_PASSWORD_PATH = '/change_password';

/** After a login: remember (or forget) that this player must change their password first. */
export function rememberPasswordChange(userId: string | undefined, required: boolean | undefined): void {
  if (required && userId) writeDevice(STORAGE_KEYS.passwordChangeRequired, userId);
  else removeDevice(STORAGE_KEYS.passwordChangeRequired);
}

/** Whether this logged-in player still has to change their password. */
export function mustChangePassword(userId: string | undefined): boolean {
  return Boolean(userId) && readDevice(STORAGE_KEYS.passwordChangeRequired) === userId;
}

/** Whether the player logged in on this device must change their password first (Home sends them there too). */
export function passwordChangePending(): boolean {
  return readDevice(STORAGE_KEYS.passwordChangeRequired) !== null;
}

/** After the password was changed, or when the session ends. */
export function forgetPasswordChange(): void {
  removeDevice(STORAGE_KEYS.passwordChangeRequired);
}
