/**
 * Export CSV: a plain download link to the server's export of a table with the filters on screen (every row, not
 * only the page shown). The browser sends the session cookie with it, as with any same-site link.
 */
import { Button } from '@chakra-ui/react';

export type ExportTable =
  | 'players'
  | 'bids'
  | 'fund-requests'
  | 'withdrawals'
  | 'ledger'
  | 'audit-log'
  | 'enquiries'
  | 'announcements'
  | 'results'
  | 'report-bids'
  | 'report-sell'
  | 'markets';

export function exportHref(table: ExportTable, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const search = params.toString();
  return `/api/admin/exports/${table}${search ? `?${search}` : ''}`;
}

export function ExportButton({ table, query, label = 'Export CSV' }: { table: ExportTable; query?: Record<string, string | undefined>; label?: string }) {
  return (
    <Button asChild size="sm" variant="outline" colorPalette="brand">
      <a href={exportHref(table, query)} download>
        {label}
      </a>
    </Button>
  );
}
