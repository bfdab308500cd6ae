/** Player enquiries: stored with the account's own name, username and mobile, listed for operators. */
import { rateLimited } from '../../http/errors.ts';
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { countOf, pageLimit, pageOf, pageOffset } from '../../lib/paging.ts';
import { takeAttempt } from '../../lib/throttle.ts';

export const enquiryHandlers: Handlers = {
  async submitEnquiry({ body, auth, deps }) {
    const { userId } = requireAuth(auth);
    const now = deps.clock.now();
    const attempt = await takeAttempt(deps.db, `enquiry:user:${userId}`, deps.limits.enquiriesPerPlayer, now);
    if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
    const user = await deps.db.selectFrom('users').select(['name', 'username', 'mobile']).where('id', '=', userId).executeTakeFirstOrThrow();
    await deps.db
      .insertInto('enquiries')
      .values({ user_id: userId, name: user.name, username: user.username, mobile: user.mobile, enquiry: body.enquiry.trim(), created_at: now })
      .execute();
    return { status: true, code: 'OK', msg: 'Your Enquiry Successfully Updated.' };
  },

  async listEnquiries({ query, deps }) {
    const limit = pageLimit(query?.limit);
    const total = await countOf(deps.db.selectFrom('enquiries'));
    let q = deps.db
      .selectFrom('enquiries')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit + 1);
    if (query?.before) q = q.where('id', '<', Number(query.before));
    else q = q.offset(pageOffset(query?.offset));
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
  },
};
