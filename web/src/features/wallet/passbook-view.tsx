/**
 * Passbook with ALL, IN and OUT tabs (each its own address) over the 'Transaction History' table. Plain elements
 * (web/src/theme/frame.css): the passbook screens render without Chakra UI.
 */
import { Link as RouterLink } from '@tanstack/react-router';
import type { StoreValue } from 'nanostores';
import { serverWords, useApi } from '../../api/client.ts';
import { DataTable } from '../../components/data-table.tsx';
import { Section } from '../../components/page.tsx';
import { ShowOlder, useListPages } from '../../components/older-pages.tsx';
import { Empty } from '../../components/query-states.tsx';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import { type BidTypeTexts, bidTypeMessages, bidTypeName, sessionName } from '../markets/bid-types.ts';
import { type PassbookEntry, passbookPages } from './queries.ts';

export type PassbookTab = 'all' | 'in' | 'out';

const TABS = [
  { tab: 'all', label: 'all', to: '/all_passbook', list: 'transaction_history' },
  { tab: 'in', label: 'in', to: '/deposit_passbook', list: 'in_history' },
  { tab: 'out', label: 'out', to: '/withdraw_password', list: 'out_history' },
] as const;

export const passbookMessages = i18n('passbook', {
  all: 'ALL',
  in: 'IN',
  out: 'OUT',
  empty: 'Not data here...',
  balance: 'Wallet balance',
  passbook: 'Passbook',
  transactionHistory: 'Transaction History',
  tableOf: params<{ tab: string }>('Transaction History, {tab}'),
  transactionId: 'Transaction ID',
  amount: 'Amount',
  userNumber: 'User Number',
  transactionStatus: 'Transaction Status',
  details: 'Details',
  dateTime: 'Date & Time',
  balanceAfter: 'Balance',
  older: 'Show older entries',
  loadingOlder: 'Loading older entries',
  deposit: 'Deposit approved',
  withdrawal_hold: 'Withdrawal requested',
  withdrawal_return: 'Withdrawal returned',
  bid_stake: 'Bid placed',
  win: 'Win',
  win_reversal: 'Win reversed',
  refund: 'Bid refunded',
  adjustment: 'Adjustment by operator',
  stakeOf: params<{ bids: string }>('Bid: {bids}'),
  refundOf: params<{ bids: string }>('Refund: {bids}'),
  winOf: params<{ bids: string }>('Win: {bids}'),
  reversalOf: params<{ bids: string }>('Win reversed: {bids}'),
  adjustmentOf: params<{ note: string }>('Adjustment by operator: {note}'),
});
type PassbookTexts = StoreValue<typeof passbookMessages>;

const KIND: Partial<Record<PassbookEntry['entry_type'], 'stakeOf' | 'refundOf' | 'winOf' | 'reversalOf'>> = {
  bid_stake: 'stakeOf',
  refund: 'refundOf',
  win: 'winOf',
  win_reversal: 'reversalOf',
};

/**
 * What the entry was for, worded from its data in the app's language: "Bid: KALYAN Single Digit 1, 5 (Open)" from
 * its bid groups, "Adjustment by operator: Welcome bonus" from an adjustment's note to the player; without them the server's
 * description in English and the entry type's name in another language.
 */
export function entryWords(entry: PassbookEntry, t: PassbookTexts, types: BidTypeTexts): string {
  const kind = KIND[entry.entry_type];
  const groups = entry.bid_groups ?? [];
  if (kind && groups.length > 0) {
    const parts = groups.map((group) => {
      const session = group.session ? ` (${sessionName(group.session, types)})` : '';
      return `${bidTypeName(group.bid_type, types)} ${group.numbers.join(', ')}${session}`;
    });
    return t[kind]({ bids: `${groups[0]!.game_name} ${parts.join(', ')}` });
  }
  // An operator's adjustment with its note to the player, as the operator wrote it (whatever the app's language).
  if (entry.entry_type === 'adjustment' && entry.player_note) return t.adjustmentOf({ note: entry.player_note });
  // Without its bids as data: the server's description in English, the entry type's name in another language.
  return serverWords(entry.description ?? entry.amount_status, entryStatus(entry, t));
}

/** The entry type's name ("Deposit approved", "Bid placed") in the app's language. */
export function entryStatus(entry: PassbookEntry, t: PassbookTexts): string {
  return Object.hasOwn(t, entry.entry_type) ? t[entry.entry_type] : entry.amount_status;
}

function signed(entry: PassbookEntry): string {
  return `${entry.direction === 'in' ? '+' : '-'}${formatPoints(entry.amount)}`;
}

export function PassbookView({ tab }: { tab: PassbookTab }) {
  const t = useMessages(passbookMessages);
  const types = useMessages(bidTypeMessages);
  const current = TABS.find((item) => item.tab === tab) ?? TABS[0];
  const api = useApi();
  const { first: passbook, rows, pages } = useListPages(passbookPages(api, current.list));
  return (
    <>
      <dl className="f-stat">
        <dt className="f-stat-label">{t.balance}</dt>
        <dd className="f-stat-value" data-testid="passbook-balance">
          {formatPoints(passbook.wallet_balance)}
        </dd>
      </dl>
      <nav className="f-tabs" aria-label={t.passbook}>
        <ul>
          {TABS.map((item) => (
            <li key={item.tab}>
              <RouterLink to={item.to} className="f-focus">
                {t[item.label]}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
      <Section title={t.transactionHistory}>
        {rows.length === 0 ? (
          <Empty text={t.empty} />
        ) : (
          <DataTable
            caption={t.tableOf({ tab: t[current.label] })}
            rows={rows}
            rowKey={(row) => row.transaction_id}
            columns={[
              { header: t.transactionId, cell: (row) => row.transaction_id },
              { header: t.amount, cell: (row) => <span className={row.direction === 'in' ? 'f-credit' : 'f-debit'}>{signed(row)}</span>, numeric: true },
              { header: t.userNumber, cell: (row) => row.tx_request_number },
              { header: t.transactionStatus, cell: (row) => entryStatus(row, t) },
              { header: t.details, cell: (row) => entryWords(row, t, types), wrap: true },
              { header: t.dateTime, cell: (row) => formatDateTime(row.insert_date) },
              { header: t.balanceAfter, cell: (row) => formatPoints(row.balance_after), numeric: true },
            ]}
          />
        )}
        <ShowOlder pages={pages} label={t.older} loadingLabel={t.loadingOlder} />
      </Section>
    </>
  );
}
