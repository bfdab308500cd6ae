/** A player's ledger, newest first, a page at a time: every movement with the balance after it. */
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { formatDateTime, formatPoints } from '../../../lib/format.ts';

import { type Page, type Pager, PagedTable } from '../paging.tsx';
import { type LedgerEntry, ledgerOptions } from './queries.ts';

const columns: Column<LedgerEntry>[] = [
  { header: 'When', cell: (row) => formatDateTime(row.insert_date) },
  // With its note to the player, as the player reads it (an adjustment's reason is in the audit log).
  { header: 'Entry', cell: (row) => (row.player_note ? `${row.amount_status}: ${row.player_note}` : row.amount_status) },
  { header: 'Reference', cell: (row) => row.tx_request_number },
  {
    header: 'Amount',
    numeric: true,
    cell: (row) => (
      <Text as="span" color={row.direction === 'in' ? 'green.700' : 'red.700'}>
        {row.direction === 'in' ? '+' : '−'}
        {formatPoints(row.amount)}
      </Text>
    ),
  },
  { header: 'Balance after', numeric: true, cell: (row) => formatPoints(row.balance_after) },
];

export function useLedger(userId: string, pager: Pager) {
  return useQuery(ledgerOptions(useApi(), userId, pager.offset));
}

export function LedgerTable({ query, pager }: { query: UseQueryResult<Page<LedgerEntry>>; pager: Pager }) {
  return <PagedTable caption="Ledger" query={query} pager={pager} columns={columns} rowKey={(row) => row.transaction_id} empty="No ledger entries yet." />;
}
