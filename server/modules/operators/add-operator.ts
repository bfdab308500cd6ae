/**
 * An operator adds another operator account (audited), with a password this project does not publish; a caller
 * suspended meanwhile adds nothing (operator-lock.ts).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { audit } from '../admin/audit.ts';
import { assertUsablePassword } from '../auth/password-rules.ts';
import { createOperator, findUserByMobile } from '../auth/users.ts';
import { assertOperatorNameFree, lockOperatorsAsActive } from './operator-lock.ts';
import { findOperator } from './operators.queries.ts';

interface NewOperator {
  operatorId: number;
  sessionId: string;
  name: string;
  mobile: string;
  password: string;
  now: number;
}

const MOBILE_TAKEN = 'This mobile number already has an account.';

export async function addOperator(db: Kysely<DB>, passwords: PasswordHasher, n: NewOperator) {
  assertUsablePassword('password', n.password);
  if (await findUserByMobile(db, n.mobile)) throw invalid('mobile', MOBILE_TAKEN);
  const passwordHash = await passwords.hash(n.password);
  const details = { name: n.name, mobile: n.mobile };
  // The adder knows this password: the new operator changes it before the console opens.
  const account = { name: n.name, mobile: n.mobile, passwordHash, mustChangePassword: true };
  const id = await createOperator(db, account, n.now, async (trx, newId) => {
    const operators = await lockOperatorsAsActive(trx, { userId: n.operatorId, sessionId: n.sessionId }, n.now);
    assertOperatorNameFree(operators, n.name, newId);
    await audit(trx, { actorId: n.operatorId, action: 'operator.add', targetType: 'user', targetId: newId, details, now: n.now });
  });
  if (id === undefined) throw invalid('mobile', MOBILE_TAKEN);
  const operator = await findOperator(db, n.operatorId, id, n.now);
  if (!operator) throw new Error('the new operator account was not found');
  return { status: true, code: 'OK' as const, msg: `Operator ${n.name} added.`, operator };
}
