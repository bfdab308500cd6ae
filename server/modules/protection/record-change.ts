/** Every protection change goes into the audit log, which is also the player's protection history. */
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { audit } from '../admin/audit.ts';

export function recordChange(trx: Transaction<DB>, actorId: number, userId: number, action: string, details: Record<string, unknown>, now: number) {
  return audit(trx, { actorId, action, targetType: 'player_protection', targetId: userId, details, now });
}
