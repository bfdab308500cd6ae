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
import { MoreThanListed } from '../markets/more-than-listed.tsx';
import { entryStatus, passbookMessages } from '../wallet/passbook-view.tsx';
import { type PassbookEntry, passbookQueryOptions } from '../wallet/queries.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('myHistory', {
  noData: 'No Data Found Here',
  bids: 'Bids',
  wins: 'Wins',
  money: 'Money',
  marketBids: 'Market bids',
  starlineBids: 'Starline bids',
  marketWins: 'Market wins',
  starlineWins: 'Starline wins',
  walletMovements: 'Wallet movements',
  dateTime: 'Date & Time',
  what: 'What',
  amount: 'Amount',
  balance: 'Balance',
  reference: 'Reference',
});

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
  const t = useMessages(messages);
  const words = useMessages(passbookMessages);
  const api = useApi();
  const bidsOptions = bidHistoryQueryOptions(api, range);
  const bids = useQuery(bidsOptions);
  const starlineBidsOptions = starlineBidHistoryQueryOptions(api, range);
  const starlineBids = useQuery(starlineBidsOptions);
  const winsOptions = winHistoryQueryOptions(api, range);
  const wins = useQuery(winsOptions);
  const starlineWinsOptions = starlineWinHistoryQueryOptions(api, range);
  const starlineWins = useQuery(starlineWinsOptions);
  const money = useMoneyMovements(range);
  return (
    <Tabs.Root defaultValue="bids" variant="enclosed" fitted lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="bids">{t.bids}</Tabs.Trigger>
        <Tabs.Trigger value="wins">{t.wins}</Tabs.Trigger>
        <Tabs.Trigger value="money">{t.money}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="bids">
        <Stack gap="6">
          <Part title={t.marketBids}>
            <QueryResult query={bids} empty={t.noData}>
              {(rows) => (
                <>
                  <BidTable rows={rows} caption={t.marketBids} layout="bids" />
                  <MoreThanListed options={bidsOptions} />
                </>
              )}
            </QueryResult>
          </Part>
          <Part title={t.starlineBids}>
            <QueryResult query={starlineBids} empty={t.noData}>
              {(rows) => (
                <>
                  <BidTable rows={rows} caption={t.starlineBids} layout="starline-bids" />
                  <MoreThanListed options={starlineBidsOptions} />
                </>
              )}
            </QueryResult>
          </Part>
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="wins">
        <Stack gap="6">
          <Part title={t.marketWins}>
            <QueryResult query={wins} empty={t.noData}>
              {(rows) => (
                <>
                  <BidTable rows={rows} caption={t.marketWins} layout="wins" />
                  <MoreThanListed options={winsOptions} />
                </>
              )}
            </QueryResult>
          </Part>
          <Part title={t.starlineWins}>
            <QueryResult query={starlineWins} empty={t.noData}>
              {(rows) => (
                <>
                  <BidTable rows={rows} caption={t.starlineWins} layout="wins" />
                  <MoreThanListed options={starlineWinsOptions} />
                </>
              )}
            </QueryResult>
          </Part>
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="money">
        <Part title={t.walletMovements}>
          <QueryResult query={money} empty={t.noData}>
            {(rows) => (
              <DataTable
                caption={t.walletMovements}
                rows={rows}
                rowKey={(row) => row.transaction_id}
                columns={[
                  { header: t.dateTime, cell: (row) => formatDateTime(row.insert_date) },
                  { header: t.what, cell: (row) => entryStatus(row, words) },
                  { header: t.amount, cell: (row) => `${row.direction === 'in' ? '+' : '-'}${formatPoints(row.amount)}`, numeric: true },
                  { header: t.balance, cell: (row) => formatPoints(row.balance_after), numeric: true },
                  { header: t.reference, cell: (row) => row.tx_request_number },
                ]}
              />
            )}
          </QueryResult>
        </Part>
      </Tabs.Content>
    </Tabs.Root>
  );
}
