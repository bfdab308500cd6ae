/**
 * Every row of a console table as CSV: the table's own list operation is read page by page (same filters,
 * same shapes), so the export is exactly what the console shows, without the page limit. Each export is audited
 * (players' mobiles and bank details leave the console in it).
 */
import { invalid } from '../../http/errors.ts';
import { type HandlerContext, type Handlers, type OperationId, requireAuth } from '../../http/handler.ts';
import { istParts } from '../../lib/ist.ts';
import { csvOf } from '../../lib/csv.ts';
import { audit } from '../admin/audit.ts';

type Row = Record<string, unknown>;
type Reply = { items?: Row[]; rows?: Row[]; total?: number };
interface Source {
  op: OperationId;
  path?: 'user_id' | 'market_id';
  /** Lists that are not paged answer every row at once. */
  whole?: boolean;
}

const SOURCES: Record<string, Source> = {
  players: { op: 'listPlayers' },
  bids: { op: 'listBids' },
  'fund-requests': { op: 'listFundRequests' },
  withdrawals: { op: 'listWithdrawals' },
  ledger: { op: 'getUserLedger', path: 'user_id' },
  'audit-log': { op: 'listAuditLog' },
  enquiries: { op: 'listEnquiries' },
  announcements: { op: 'listAnnouncements' },
  results: { op: 'listResultHistory', path: 'market_id' },
  'report-bids': { op: 'getBidReport' },
  'report-sell': { op: 'getSellReport' },
  markets: { op: 'listMarkets', whole: true },
};

const PAGE = 200;
const MAX_ROWS = 1_000_000;

export function exportHandlers(all: Handlers): Handlers {
  return {
    async exportCsv(ctx) {
      const table = ctx.params.table!;
      const source = SOURCES[table];
      if (!source) throw invalid('table', `No table named ${table}`);
      const { table: _t, ...filters } = (ctx.query ?? {}) as Record<string, string | undefined>;
      const params: Record<string, string> = {};
      if (source.path) {
        const id = filters[source.path];
        if (!id) throw invalid(source.path, `Exporting ${table} needs ${source.path}`);
        params[source.path] = id;
      }
      const handler = all[source.op] as unknown as (c: HandlerContext<OperationId>) => Promise<Reply>;
      const rows: Row[] = [];
      for (let offset = 0; offset < MAX_ROWS; offset += PAGE) {
        const query = { ...filters, limit: String(PAGE), offset: String(offset) };
        const reply = await handler({ ...ctx, params, query: query as never, body: undefined as never });
        const items = reply.items ?? reply.rows ?? [];
        rows.push(...items);
        if (source.whole || items.length < PAGE || (reply.total !== undefined && rows.length >= reply.total)) break;
      }
      const now = ctx.deps.clock.now();
      const details = { filters: { ...filters, ...params }, rows: rows.length };
      await audit(ctx.deps.db, { actorId: requireAuth(ctx.auth).userId, action: 'export.csv', targetType: 'table', targetId: table, details, now });
      const date = istParts(now).date;
      return ctx.reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${table}-${date}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csvOf(rows));
    },
  };
}
