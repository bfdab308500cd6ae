/** A fund request's receipt image, for its player or an operator; another player's is answered like a missing one. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound, passwordChangeRequired } from '../../errors.ts';
import { readUpload, type UploadPlace } from '../../lib/uploads.ts';
import type { Auth } from '../auth/sessions.ts';
import { mustChangePassword } from '../auth/users.ts';

export async function receiptBytes(db: Kysely<DB>, place: UploadPlace, caller: Auth, requestId: number): Promise<Buffer> {
  const row = await db.selectFrom('fund_requests').select(['user_id', 'receipt_file']).where('id', '=', requestId).executeTakeFirst();
  // Another player's receipt is answered like a missing one: its existence is not revealed.
  if (!row || (caller.role !== 'operator' && row.user_id !== caller.userId)) throw notFound('No such receipt');
  // An operator reads receipts as operator calls allow: not before changing a password someone else chose.
  if (caller.role === 'operator' && (await mustChangePassword(db, caller.userId))) throw passwordChangeRequired();
  // A request sent with its transaction id only has no receipt.
  if (row.receipt_file === '') throw notFound('No such receipt');
  const bytes = await readUpload(place, 'receipts', row.receipt_file);
  if (!bytes) throw notFound('No such receipt');
  return bytes;
}
