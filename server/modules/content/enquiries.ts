/** Player enquiries: stored with the account's own name, username and mobile, listed for operators. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { rateLimited } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { countOf, pageLimit, pageOf, pageOffset } from '../../lib/paging.ts';
import { takeAttempt, type ThrottleRule } from '../../lib/throttle.ts';

export interface EnquiryContext {
  db: Kysely<DB>;
  clock: Clock;
  limits: { enquiriesPerPlayer: ThrottleRule };
}

/** Stores a player's enquiry; a player sends only so many in a while. */
export async function submitEnquiry(ctx: EnquiryContext, userId: number, enquiry: string) {
  const now = ctx.clock.now();
  const attempt = await takeAttempt(ctx.db, `enquiry:user:${userId}`, ctx.limits.enquiriesPerPlayer, now);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  const user = await ctx.db.selectFrom('users').select(['name', 'username', 'mobile']).where('id', '=', userId).executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('enquiries')
    .values({ user_id: userId, name: user.name, username: user.username, mobile: user.mobile, enquiry: enquiry.trim(), created_at: now })
    .execute();
  return { status: true, code: 'OK', msg: 'Your Enquiry Successfully Updated.' } as const;
}

/** The enquiries, newest first, by page or before an id. */
export async function listEnquiries(
  db: Kysely<DB>,
  paging: { before?: string | undefined; limit?: string | undefined; offset?: string | undefined } | undefined,
) {
  const limit = pageLimit(paging?.limit);
  const total = await countOf(db.selectFrom('enquiries'));
  let q = db
    .selectFrom('enquiries')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (paging?.before) q = q.where('id', '<', Number(paging.before));
  else q = q.offset(pageOffset(paging?.offset));
  const { page, next_before } = pageOf(await q.execute(), limit);
  return {
    items: page.map((r) => ({
      id: String(r.id),
      user_id: String(r.user_id),
      name: r.name,
      username: r.username,
      mobile: r.mobile,
      enquiry: r.enquiry,
      created_at: new Date(r.created_at).toISOString(),
    })),
    next_before,
    total,
  };
}
