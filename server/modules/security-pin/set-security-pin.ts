/** A player sets or changes their security PIN with their password. */
import { forbidden } from '../../errors.ts';
import { clearAttempts } from '../../lib/throttle.ts';
import { assertMaySucceed, countSuccess, type CredentialContext, guardAttempts, successKeyOf } from '../auth/attempt-guard.ts';
import { findUserById } from '../auth/users.ts';
import { savePin } from './security-pins.ts';

export async function setSecurityPin(ctx: CredentialContext, userId: number, password: string, pin: string) {
  const key = `password:user:${userId}`;
  const user = await findUserById(ctx.db, userId);
  // An operator's account opens the console: its login stays the password, never a short PIN.
  if (user?.role === 'operator') throw forbidden('Operator accounts log in with their password only: a security PIN is for players.');
  await assertMaySucceed(ctx, successKeyOf(userId));
  await guardAttempts(ctx, [[key, 'loginPerAccount']]);
  if (!user || !(await ctx.passwords.verify(password, user.password_hash))) {
    return { status: false, code: 'WRONG_PASSWORD', msg: 'Password is incorrect' } as const;
  }
  await countSuccess(ctx, successKeyOf(userId));
  await clearAttempts(ctx.db, key);
  await ctx.hooks?.beforePinSave?.();
  // The generation read with the checked password: a password change meanwhile leaves this PIN off.
  await savePin(ctx.db, userId, await ctx.passwords.hash(pin), user.session_gen, ctx.clock.now());
  return { status: true, code: 'OK', msg: 'Your security PIN has been set.' } as const;
}
