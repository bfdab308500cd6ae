/**
 * A new player's registration: limited per address, 18+ and not self-excluded, one account per mobile and username.
 * The account opens with a session, made in the same transaction, so the player is logged in as after a login.
 */
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { invalid, rateLimited } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { takeAttempt, type ThrottleRule, throttleAddress } from '../../lib/throttle.ts';
import { recordBirthDate, registrationRefusal } from '../protection/check-registration.ts';
import { assertUsablePassword } from './password-rules.ts';
import { createSession } from './sessions.ts';
import { createUser, takenField } from './users.ts';

const TAKEN = {
  mobile: { status: 0, code: 'MOBILE_TAKEN', msg: 'This mobile number is already registered' },
  username: { status: 0, code: 'USERNAME_TAKEN', msg: 'This username is already taken' },
} as const;

export interface RegistrationContext {
  db: Kysely<DB>;
  clock: Clock;
  passwords: PasswordHasher;
  limits: { registrationsPerAddress: ThrottleRule };
}

export interface Registration {
  name: string;
  /** The username, called email by the contract. */
  email: string;
  mobile: string;
  password: string;
  confirm_password?: string | undefined;
  date_of_birth: string;
}

export async function registerPlayer(ctx: RegistrationContext, form: Registration, ip: string) {
  if (form.confirm_password !== undefined && form.confirm_password !== form.password) {
    throw invalid('confirm_password', 'Password Do Not Match');
  }
  assertUsablePassword('password', form.password);
  const attempt = await takeAttempt(ctx.db, `register:ip:${throttleAddress(ip)}`, ctx.limits.registrationsPerAddress, ctx.clock.now());
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  // A registered number answers as taken before anything else, so no one learns from here whether its owner is excluded.
  const taken = await takenField(ctx.db, form.mobile, form.email);
  if (taken) return TAKEN[taken];
  const refused = await registrationRefusal(ctx.db, form.mobile, form.date_of_birth, ctx.clock.now());
  if (refused) return refused;
  const passwordHash = await ctx.passwords.hash(form.password);
  try {
    const now = ctx.clock.now();
    const player = { name: form.name, username: form.email, mobile: form.mobile, passwordHash, role: 'player' as const };
    let session: { token: string; expiresAt: number } | undefined;
    const id = await createUser(ctx.db, player, now, async (trx, userId) => {
      await recordBirthDate(trx, userId, form.date_of_birth, now);
      session = await createSession(trx, userId, now);
    });
    const { token, expiresAt } = session!;
    return {
      status: 1,
      code: 'OK',
      msg: 'You are successfully register.',
      user_id: String(id),
      token,
      expires_at: new Date(expiresAt).toISOString(),
    } as const;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return TAKEN[(await takenField(ctx.db, form.mobile, form.email)) ?? 'mobile'];
  }
}
