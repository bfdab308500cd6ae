/**
 * My History: the player's one-stop history for a date range - bids (daily and Starline), wins, and every movement of
 * money in the wallet (deposits, withdrawals, stakes, winnings) from the passbook.
 */
import { Heading, Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/client.ts';
import { DataTable } from '../../components/data-table.tsx';
import { QueryResult } from '../../components/query-result.tsx';
import { formatDateTime, formatPoints, istDate } from '../../lib/format.ts';
import { BidTable } from '../markets/bid-tables.tsx';
import { bidHistoryQueryOptions, type DateRange, winHistoryQueryOptions } from '../markets/queries.ts';
import { starlineBidHistoryQueryOptions, starlineWinHistoryQueryOptions } from '../starline/queries.ts';
import { type PassbookEntry, passbookQueryOptions } from '../wallet/queries.ts';

const NO_DATA = 'No Data Found Here';

function useMoneyMovements(range: DateRange): UseQueryResult<PassbookEntry[]> {
  const api = useApi();
  return useQuery({
    ...passbookQueryOptions(api),
    select: (passbook) =>
      passbook.transaction_history.filter((entry) => {
        const day = istDate(0, Date.parse(entry.insert_date));
        return day >= range.from && day <= range.to;
      }),
  });
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" as="section">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function MyHistory({ range }: { range: DateRange }) {
  const api = useApi();
  const bids = useQuery(bidHistoryQueryOptions(api, range));
  const starlineBids = useQuery(starlineBidHistoryQueryOptions(api, range));
  const wins = useQuery(winHistoryQueryOptions(api, range));
  const starlineWins = useQuery(starlineWinHistoryQueryOptions(api, range));
  const money = useMoneyMovements(range);
  return (
    <Tabs.Root defaultValue="bids" variant="enclosed" fitted lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="bids">Bids</Tabs.Trigger>
        <Tabs.Trigger value="wins">Wins</Tabs.Trigger>
        <Tabs.Trigger value="money">Money</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="bids">
        <Stack gap="6">
          <Part title="Market bids">
            <QueryResult query={bids} empty={NO_DATA}>
              {(rows) => <BidTable rows={rows} caption="Market bids" layout="bids" />}
            </QueryResult>
          </Part>
          <Part title="Starline bids">
            <QueryResult query={starlineBids} empty={NO_DATA}>
              {(rows) => <BidTable rows={rows} caption="Starline bids" layout="starline-bids" />}
            </QueryResult>
          </Part>
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="wins">
        <Stack gap="6">
          <Part title="Market wins">
            <QueryResult query={wins} empty={NO_DATA}>
              {(rows) => <BidTable rows={rows} caption="Market wins" layout="wins" />}
            </QueryResult>
          </Part>
          <Part title="Starline wins">
            <QueryResult query={starlineWins} empty={NO_DATA}>
              {(rows) => <BidTable rows={rows} caption="Starline wins" layout="wins" />}
            </QueryResult>
          </Part>
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="money">
        <Part title="Wallet movements">
          <QueryResult query={money} empty={NO_DATA}>
            {(rows) => (
              <DataTable
                caption="Wallet movements"
                rows={rows}
                rowKey={(row) => row.transaction_id}
                columns={[
                  { header: 'Date & Time', cell: (row) => formatDateTime(row.insert_date) },
                  { header: 'What', cell: (row) => row.amount_status },
                  { header: 'Amount', cell: (row) => `${row.direction === 'in' ? '+' : '-'}${formatPoints(row.amount)}`, numeric: true },
                  { header: 'Balance', cell: (row) => formatPoints(row.balance_after), numeric: true },
                  { header: 'Reference', cell: (row) => row.tx_request_number },
                ]}
              />
            )}
          </QueryResult>
        </Part>
      </Tabs.Content>
    </Tabs.Root>
  );
}
