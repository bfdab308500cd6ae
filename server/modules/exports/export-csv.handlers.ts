/**
 * Every row of a console table as CSV: the table's own list operation is read page by page (same filters,
 * same shapes), so the export is exactly what the console shows, without the page limit. Each export is audited
 * (players' mobiles and bank details leave the console in it). Between pages the server serves other requests,
 * and a table too large for one file is refused up front with its row count (narrower filters make it fit).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { loadContract, rowFieldsOf } from '../../contract/load-contract.ts';
import { createAjv, describeErrors, type ValidateFunction } from '../../contract/validator.ts';
import { ApiError, invalid } from '../../http/errors.ts';
import { type HandlerContext, type Handlers, type OperationId, requireAuth } from '../../http/handler.ts';
import { istParts } from '../../lib/ist.ts';
import { CsvLines } from '../../lib/csv.ts';
import { readingEveryPage } from '../../lib/paging.ts';
import { audit } from '../admin/audit.ts';

type Row = Record<string, unknown>;
type Reply = { items?: Row[]; rows?: Row[]; total?: number; next_before?: string | null };
type Cursor = { offset: string; before?: undefined } | { before: string; offset?: undefined };
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

/** Each source's row fields from the contract (read on the first export): every export's header, in the contract's order. */
let rowFields: Map<string, string[]> | undefined;
function rowFieldsOfSource(op: OperationId): string[] {
  rowFields ??= new Map(loadContract().operations.map((o) => [o.operationId, rowFieldsOf(o)]));
  return rowFields.get(op) ?? [];
}

/** Each source list's own query check (compiled on first use): an export takes the filters its list takes, no others. */
const filterChecks = new Map<OperationId, ValidateFunction | undefined>();
let filterAjv: ReturnType<typeof createAjv> | undefined;
function assertListFilters(table: string, op: OperationId, filters: Record<string, string | undefined>) {
  if (!filterChecks.has(op)) {
    const query = loadContract().operations.find((o) => o.operationId === op)?.query;
    filterAjv ??= createAjv();
    filterChecks.set(op, query ? filterAjv.compile(query) : undefined);
  }
  const check = filterChecks.get(op);
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  const problems = check
    ? check(given)
      ? []
      : describeErrors(check.errors)
    : Object.keys(given).map((field) => ({ field, message: `Unknown field: ${field}` }));
  if (problems.length === 0) return;
  // A filter the list does not take would be ignored: the file would hold rows the operator did not ask for.
  const worded = problems.map((p) => (p.message.startsWith('Unknown field') ? { field: p.field, message: `The ${table} list has no filter ${p.field}` } : p));
  throw new ApiError(422, 'VALIDATION_FAILED', worded[0]!.message, { errors: worded });
}

const PAGE = 1000;
/** The most rows one file holds. */
export const MAX_EXPORT_ROWS = 200_000;

function assertFits(table: string, total: number | undefined) {
  if (total === undefined || total <= MAX_EXPORT_ROWS) return;
  const n = (x: number) => x.toLocaleString('en-IN');
  throw invalid(
    'from',
    `This ${table} export would hold ${n(total)} rows; one file holds at most ${n(MAX_EXPORT_ROWS)}. Narrow the filters (a shorter date range).`,
  );
}

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
      const { [source.path ?? '']: _path, ...listFilters } = filters;
      assertListFilters(table, source.op, listFilters);
      const handler = all[source.op] as unknown as (c: HandlerContext<OperationId>) => Promise<Reply>;
      const page = (at: Cursor) => handler({ ...ctx, params, query: { ...filters, ...at } as never, body: undefined as never });
      const csv = new CsvLines(rowFieldsOfSource(source.op));
      await readingEveryPage(PAGE, async () => {
        // Lists that answer a cursor are read by it (rows added meanwhile cannot shift a page), others by offset. The
        // end is a short page, never the first page's total: rows added meanwhile push older ones onto later pages.
        for (let at: Cursor = { offset: '0' }; ;) {
          const reply = await page(at);
          if (csv.rows === 0) assertFits(table, reply.total);
          const items = reply.items ?? reply.rows ?? [];
          csv.add(items);
          if (source.whole || items.length < PAGE || csv.rows >= MAX_EXPORT_ROWS + PAGE) return;
          if (reply.next_before) at = { before: reply.next_before };
          else if (at.before) return;
          else at = { offset: String(csv.rows) };
          await nextTurn();
        }
      });
      const now = ctx.deps.clock.now();
      const details = { filters: { ...filters, ...params }, rows: csv.rows };
      await audit(ctx.deps.db, { actorId: requireAuth(ctx.auth).userId, action: 'export.csv', targetType: 'table', targetId: table, details, now });
      const date = istParts(now).date;
      return ctx.reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${table}-${date}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv.text());
    },
  };
}
