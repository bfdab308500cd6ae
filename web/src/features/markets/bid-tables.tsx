/** Bid and win rows (Game Name, Pana, Paana, Session, Points, Bid, Date) and the top winners. */
import { serverWords } from '../../api/client.ts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';
import { formatDateTime, formatDay, formatPoints } from '../../lib/format.ts';
import { bidTypeMessages, bidTypeName, sessionName } from './bid-types.ts';
import type { BidRow, TopWinner } from './queries.ts';

const messages = i18n('bidTables', {
  gameName: 'Game Name',
  pana: 'Pana',
  paana: 'Paana',
  session: 'Session',
  points: 'Points',
  bid: 'Bid',
  date: 'Date',
  result: 'Result',
  winAmount: 'Win Amount',
  name: 'Name',
  amount: 'Amount',
  game: 'Game',
  digit: 'Digit',
  time: 'Time',
});

interface BidNumbers {
  pana: string;
  session: string;
  digits: string;
  closedigits?: string;
}

/**
 * A bid's numbers in the order the player chose them: Half Sangam Open is the open patti then the close ank (stored as
 * ank in digits, patti in closedigits); Half Sangam Close and Full Sangam read as stored.
 */
export function bidNumbers({ pana, session, digits, closedigits }: BidNumbers): string {
  if (!closedigits) return digits;
  return /half sangam/i.test(pana) && session === 'Open' ? `${closedigits}-${digits}` : `${digits}-${closedigits}`;
}

type Layout = 'bids' | 'starline-bids' | 'wins';

const LAYOUTS: Record<Layout, Array<keyof ReturnType<typeof useColumns>>> = {
  bids: ['game', 'pana', 'paana', 'session', 'points', 'bid', 'date', 'result'],
  'starline-bids': ['game', 'pana', 'paana', 'points', 'session', 'bid', 'date', 'result'],
  wins: ['game', 'pana', 'paana', 'session', 'points', 'bid', 'date', 'won'],
};

function useColumns() {
  const t = useMessages(messages);
  const types = useMessages(bidTypeMessages);
  return {
    game: { header: t.gameName, cell: (row) => row.game_name },
    // The server's label in English (the slip's own words), the type's name in another language.
    pana: { header: t.pana, cell: (row) => (row.bid_type ? serverWords(row.pana, bidTypeName(row.bid_type, types)) : row.pana) },
    paana: { header: t.paana, cell: (row) => bidNumbers(row) },
    // "Open" and "Close" in the app's words in every language (Starline rows come as the API's lower-case "open").
    session: { header: t.session, cell: (row) => sessionName(row.session, types) },
    points: { header: t.points, cell: (row) => formatPoints(row.points), numeric: true },
    bid: { header: t.bid, cell: (row) => row.bid_tx_id },
    date: { header: t.date, cell: (row) => formatDay(row.bid_date) },
    result: { header: t.result, cell: (row) => <StatusBadge status={row.bid_status} /> },
    won: { header: t.winAmount, cell: (row) => formatPoints(row.win_amount), numeric: true },
  } satisfies Record<string, Column<BidRow>>;
}

export function BidTable({ rows, caption, layout }: { rows: BidRow[]; caption: string; layout: Layout }) {
  const columns = useColumns();
  return <DataTable caption={caption} rows={rows} rowKey={(row) => row.bid_tx_id} columns={LAYOUTS[layout].map((name) => columns[name])} />;
}

export function TopWinnersTable({ winners, caption }: { winners: TopWinner[]; caption: string }) {
  const t = useMessages(messages);
  return (
    <DataTable
      caption={caption}
      rows={winners}
      rowKey={(row, index) => `${index}-${row.win_time}`}
      columns={[
        { header: t.name, cell: (row) => row.user_name },
        { header: t.amount, cell: (row) => formatPoints(row.win_amount), numeric: true },
        { header: t.game, cell: (row) => row.game_name },
        { header: t.digit, cell: (row) => bidNumbers(row) },
        { header: t.time, cell: (row) => formatDateTime(row.win_time) },
      ]}
    />
  );
}
