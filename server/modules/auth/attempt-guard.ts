/** Wrong passwords and PINs are limited per account and per address; a refused attempt answers 429 with its wait. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { rateLimited } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { peekAttempt, takeAttempt, type ThrottleRule, throttleAddress } from '../../lib/throttle.ts';

/** The rules of the login family of limits. */
export interface LoginLimits {
  loginPerAccount: ThrottleRule;
  loginPerAddress: ThrottleRule;
  credentialSuccesses: ThrottleRule;
}

/** What the credential checks (login, PIN, password change) need. */
export interface CredentialContext {
  db: Kysely<DB>;
  clock: Clock;
  passwords: PasswordHasher;
  limits: LoginLimits;
  /** Points where tests pause a credential check to interleave another operation (see TestHooks). */
  hooks?: { beforeSessionCreate?: () => Promise<void>; beforePinSave?: () => Promise<void> } | undefined;
}

/** Takes one attempt under each key at once; throws 429 with the longest wait when any is refused. */
export async function guardAttempts(ctx: CredentialContext, keys: Array<[string, keyof LoginLimits]>): Promise<void> {
  const now = ctx.clock.now();
  const attempts = await Promise.all(keys.map(([key, rule]) => takeAttempt(ctx.db, key, ctx.limits[rule], now)));
  const refused = attempts.filter((a) => !a.allowed);
  if (refused.length) throw rateLimited(Math.max(...refused.map((a) => a.retryAfterSeconds)));
}

/**
 * Right passwords and PINs are counted too, per account (and, for a login, per client address): each costs a
 * password hash, so no one keeps the hashing busy with credentials of their own. A login from one address never
 * holds the owner at another.
 */
export const successKeyOf = (userId: number, ip?: string) => `credential-ok:${userId}${ip === undefined ? '' : `:${throttleAddress(ip)}`}`;

/** Throws 429 when the account's right credentials are at their limit: checked before any hash is made. */
export async function assertMaySucceed(ctx: CredentialContext, key: string): Promise<void> {
  const seen = await peekAttempt(ctx.db, key, ctx.limits.credentialSuccesses, ctx.clock.now());
  if (!seen.allowed) throw rateLimited(seen.retryAfterSeconds);
}

/** Counts one right credential under `key`. */
export async function countSuccess(ctx: CredentialContext, key: string): Promise<void> {
  await takeAttempt(ctx.db, key, ctx.limits.credentialSuccesses, ctx.clock.now());
}
