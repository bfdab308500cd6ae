/** The passbook (from the ledger) and the operator's wallet adjustments and ledger view. */
import { ApiError, notFound } from '../../errors.ts';
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { requestHash, runIdempotent } from '../../lib/idempotency.ts';
import { fromPoints, toPoints } from '../../lib/money.ts';
import { countOf, pageLimit, pageOf, pageOffset } from '../../lib/paging.ts';
import { audit } from '../admin/audit.ts';
import { describeEntries } from './describe-entries.ts';
import { balanceOf, credit, debit, passbookEntry } from './ledger.ts';

const PASSBOOK_ROWS = 200;

export const walletHandlers: Handlers = {
  async getPassbook({ auth, deps }) {
    const { userId } = requireAuth(auth);
    const rows = await deps.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(PASSBOOK_ROWS).execute();
    const entries = rows.map(passbookEntry);
    const descriptions = await describeEntries(
      deps.db,
      userId,
      rows,
      entries.map((entry) => entry.amount_status),
    );
    const all = entries.map((entry, index) => ({ ...entry, description: descriptions[index] }));
    return {
      status: true,
      code: 'OK',
      msg: all.length ? 'Passbook' : 'Not data here...',
      wallet_balance: toPoints((await balanceOf(deps.db, userId)) ?? 0),
      transaction_history: all,
      in_history: all.filter((e) => e.direction === 'in'),
      out_history: all.filter((e) => e.direction === 'out'),
    };
  },

  async adjustWallet({ params, body, auth, deps, req }) {
    const operator = requireAuth(auth);
    const userId = Number(params.user_id);
    const now = deps.clock.now();
    const reason = body.reason.trim();
    const key = req.headers['idempotency-key'] as string | undefined;
    const hash = key ? requestHash('adjustWallet', { userId, body }) : '';
    return runIdempotent(deps.db, { userId: operator.userId, key, hash, now, dialect: deps.dialect }, async (trx) => {
      const target = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!target) throw notFound('No such player');
      const adjustmentId = await audit(trx, {
        actorId: operator.userId,
        action: 'wallet.adjust',
        targetType: 'user',
        targetId: userId,
        details: { amount: body.amount, reason },
        now,
      });
      const movement = {
        userId,
        type: 'adjustment' as const,
        amount: fromPoints(Math.abs(body.amount)),
        refType: 'adjustment',
        refId: adjustmentId,
        note: reason,
        now,
      };
      const posted = body.amount > 0 ? await credit(trx, movement) : await debit(trx, movement);
      if (!posted) {
        const balance = (await balanceOf(trx, userId)) ?? 0;
        throw new ApiError(409, 'INSUFFICIENT_BALANCE', `The wallet holds only ${toPoints(balance)} points.`);
      }
      return {
        status: true,
        code: 'OK',
        msg: `Wallet adjusted by ${body.amount} points.`,
        transaction_id: String(posted.entryId),
        wallet_balance: toPoints(posted.balanceAfter),
      };
    });
  },

  async getUserLedger({ params, query, deps }) {
    const userId = Number(params.user_id);
    const balance = await balanceOf(deps.db, userId);
    if (balance === undefined) throw notFound('No such player');
    const limit = pageLimit(query?.limit);
    const base = deps.db.selectFrom('ledger_entries').where('user_id', '=', userId);
    const total = await countOf(base);
    let q = base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit + 1);
    if (query?.before) q = q.where('id', '<', Number(query.before));
    else q = q.offset(pageOffset(query?.offset));
    const { page, next_before } = pageOf(await q.execute(), limit);
    return { user_id: String(userId), wallet_balance: toPoints(balance), items: page.map(passbookEntry), next_before, total };
  },
};
