/**
 * Export CSV: the server's export of a table with the filters on screen (every row, not only the page shown). It is
 * fetched first, so a refusal (a bad range, a session that ended) is told in an alert like any console action; the
 * file is then saved under the name the server gives it.
 */
import { Button } from '../../../components/busy-button.tsx';
import { useState } from 'react';
import { call, useApi } from '../../../api/client.ts';
import { reportFailure } from '../outcome.ts';

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

const filled = (query: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));

export function exportHref(table: ExportTable, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams(filled(query)).toString();
  return `/api/admin/exports/${table}${search ? `?${search}` : ''}`;
}

/** Saves `blob` as a file of that name, as a download link would. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ExportButton({ table, query = {}, label = 'Export CSV' }: { table: ExportTable; query?: Record<string, string | undefined>; label?: string }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      let name = `${table}.csv`;
      const blob = await call(
        api.GET('/admin/exports/{table}', { params: { path: { table }, query: filled(query) as never }, parseAs: 'blob' }).then((result) => {
          name = /filename="?([^";]+)"?/.exec(result.response.headers.get('content-disposition') ?? '')?.[1] ?? name;
          return result;
        }),
      );
      save(blob as Blob, name);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" colorPalette="brand" loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
