/** The security PIN (MPIN) of each player and the one-time tokens of the MPIN login: this module owns both tables. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { digest, newToken } from '../auth/sessions.ts';

export const PIN_LOGIN_TTL_MS = 10 * 60 * 1000;
/**
 * Wrong PINs in a row after which the PIN is turned off (the player logs in with the password and sets a new one):
 * a 4-digit PIN guessed within the login limits would otherwise fall in days.
 */
export const PIN_WRONG_LIMIT = 10;

/**
 * The player's PIN, if it counts, with the session generation it counts in: set in the account's current generation.
 * Ending every other session (a password change, log out everywhere, a forced logout, a suspension) moves the
 * generation on, which turns the PIN off: whoever held the old password may have set it.
 */
export async function currentPin(db: Kysely<DB>, userId: number): Promise<{ hash: string; gen: number } | undefined> {
  const row = await db
    .selectFrom('security_pins')
    .innerJoin('users', 'users.id', 'security_pins.user_id')
    .select(['security_pins.pin_hash', 'security_pins.session_gen'])
    .where('security_pins.user_id', '=', userId)
    .whereRef('security_pins.session_gen', '=', 'users.session_gen')
    .executeTakeFirst();
  return row ? { hash: row.pin_hash, gen: Number(row.session_gen) } : undefined;
}

export async function hasSecurityPin(db: Kysely<DB>, userId: number): Promise<boolean> {
  return (await currentPin(db, userId)) !== undefined;
}

/**
 * Sets the PIN in the session generation `gen`, the one read with the password that confirmed it (a password change
 * meanwhile leaves the PIN off), with a full count of wrong PINs before it.
 */
export async function savePin(db: Kysely<DB>, userId: number, pinHash: string, gen: number, now: number): Promise<void> {
  await db
    .insertInto('security_pins')
    .values({ user_id: userId, pin_hash: pinHash, created_at: now, updated_at: now, session_gen: gen })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pin_hash: pinHash, updated_at: now, wrong_tries: 0, session_gen: gen }))
    .execute();
}

/** Counts a wrong PIN; true when it was the last one allowed and this call turned the PIN off. */
export async function countWrongPin(db: Kysely<DB>, userId: number): Promise<boolean> {
  await db
    .updateTable('security_pins')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('user_id', '=', userId)
    .execute();
  const removed = await db.deleteFrom('security_pins').where('user_id', '=', userId).where('wrong_tries', '>=', PIN_WRONG_LIMIT).executeTakeFirst();
  return Number(removed.numDeletedRows) === 1;
}

/** A right PIN starts the count of wrong ones again. */
export async function clearWrongPins(db: Kysely<DB>, userId: number): Promise<void> {
  await db.updateTable('security_pins').set({ wrong_tries: 0 }).where('user_id', '=', userId).where('wrong_tries', '>', 0).execute();
}

/** A token that only opens the PIN check for this player, once, for a few minutes. */
export async function createPinLogin(db: Kysely<DB>, userId: number, now: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('pin_logins')
    .values({ id: digest(token), user_id: userId, created_at: now, expires_at: now + PIN_LOGIN_TTL_MS, used_at: null })
    .execute();
  return token;
}

/** The player a live, unused one-time token belongs to. */
export async function pinLoginOf(db: Kysely<DB>, token: string, now: number): Promise<number | undefined> {
  if (token.length < 20 || token.length > 100) return undefined;
  const row = await db
    .selectFrom('pin_logins')
    .select('user_id')
    .where('id', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

/** Marks the token used; false when another request used it first. */
export async function usePinLogin(db: Kysely<DB>, token: string, now: number): Promise<boolean> {
  const result = await db.updateTable('pin_logins').set({ used_at: now }).where('id', '=', digest(token)).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the one-time tokens that expired more than a day ago; answers how many. */
export async function forgetExpiredPinLogins(db: Kysely<DB>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('pin_logins')
    .where('expires_at', '<', now - 24 * 60 * 60 * 1000)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
