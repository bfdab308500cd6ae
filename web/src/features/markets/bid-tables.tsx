/** Bid and win rows (Game Name, Pana, Paana, Session, Points, Bid, Date) and the top winners. */
import { DataTable, type Column } from '../../components/data-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatDateTime, formatDay, formatPoints } from '../../lib/format.ts';
import type { BidRow, TopWinner } from './queries.ts';

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

const paana = (row: BidRow) => bidNumbers(row);

const COLUMNS = {
  game: { header: 'Game Name', cell: (row) => row.game_name },
  pana: { header: 'Pana', cell: (row) => row.pana },
  paana: { header: 'Paana', cell: paana },
  session: { header: 'Session', cell: (row) => row.session },
  points: { header: 'Points', cell: (row) => formatPoints(row.points), numeric: true },
  bid: { header: 'Bid', cell: (row) => row.bid_tx_id },
  date: { header: 'Date', cell: (row) => formatDay(row.bid_date) },
  result: { header: 'Result', cell: (row) => <StatusBadge status={row.bid_status} /> },
  won: { header: 'Win Amount', cell: (row) => formatPoints(row.win_amount), numeric: true },
} satisfies Record<string, Column<BidRow>>;

type Layout = 'bids' | 'starline-bids' | 'wins';

const LAYOUTS: Record<Layout, Column<BidRow>[]> = {
  bids: [COLUMNS.game, COLUMNS.pana, COLUMNS.paana, COLUMNS.session, COLUMNS.points, COLUMNS.bid, COLUMNS.date, COLUMNS.result],
  'starline-bids': [COLUMNS.game, COLUMNS.pana, COLUMNS.paana, COLUMNS.points, COLUMNS.session, COLUMNS.bid, COLUMNS.date, COLUMNS.result],
  wins: [COLUMNS.game, COLUMNS.pana, COLUMNS.paana, COLUMNS.session, COLUMNS.points, COLUMNS.bid, COLUMNS.date, COLUMNS.won],
};

export function BidTable({ rows, caption, layout }: { rows: BidRow[]; caption: string; layout: Layout }) {
  return <DataTable caption={caption} rows={rows} rowKey={(row) => row.bid_tx_id} columns={LAYOUTS[layout]} />;
}

export function TopWinnersTable({ winners, caption }: { winners: TopWinner[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      rows={winners}
      rowKey={(row, index) => `${index}-${row.win_time}`}
      columns={[
        { header: 'Name', cell: (row) => row.user_name },
        { header: 'Amount', cell: (row) => formatPoints(row.win_amount), numeric: true },
        { header: 'Game', cell: (row) => row.game_name },
        { header: 'Digit', cell: (row) => bidNumbers(row) },
        { header: 'Time', cell: (row) => formatDateTime(row.win_time) },
      ]}
    />
  );
}
