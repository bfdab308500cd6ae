/** Withdrawals: pending first with where to pay (bank account or UPI number); mark paid (the held points leave) or reject (returned). */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { usePager } from '../paging.tsx';
import { DecisionButtons } from './decision-buttons.tsx';
import { type StatusFilter, useDecideWithdrawal, type Withdrawal, withdrawalsOptions } from './queries.ts';
import { RequestsScreen, requestColumns } from './request-list.tsx';

function Payee({ row }: { row: Withdrawal }) {
  const { bank, upi } = row;
  return (
    <Stack gap="0" fontSize="sm">
      <Text>{row.payment_method}</Text>
      {upi && (
        <Text>
          {upi.app_name} number{' '}
          <Text as="span" fontFamily="mono">
            {upi.number}
          </Text>
        </Text>
      )}
      {bank && (
        <>
          <Text>{bank.ac_holder_name}</Text>
          <Text fontFamily="mono">
            {bank.ac_number} · {bank.ifsc_code}
          </Text>
          <Text color="fg.muted">
            {bank.bank_name} {bank.branch_address}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** What stops paying a withdrawal now (the server refuses it too): a hold on the player, a wallet below zero. */
function PaymentStops({ row }: { row: Withdrawal }) {
  if (!row.player_on_hold && row.wallet_balance >= 0) return null;
  return (
    <HStack gap="1" wrap="wrap">
      {row.player_on_hold && <Badge colorPalette="red">Player on hold</Badge>}
      {row.wallet_balance < 0 && <Badge colorPalette="red">Wallet {formatPoints(row.wallet_balance)} after a win was taken back</Badge>}
    </HStack>
  );
}

/** The columns a withdrawal has besides the common ones. */
export const withdrawalColumns: Column<Withdrawal>[] = [
  { header: 'Number', cell: (row) => row.request_number },
  { header: 'Pay to', cell: (row) => <Payee row={row} /> },
];

export function WithdrawalsScreen({ status, onStatus }: { status: StatusFilter; onStatus: (status: StatusFilter) => void }) {
  const api = useApi();
  const pager = usePager(status);
  const query = useQuery(withdrawalsOptions(api, { status }, pager.offset));
  const decide = useDecideWithdrawal();
  const columns = requestColumns(
    withdrawalColumns,
    {
      header: 'Action',
      cell: (row) =>
        row.status === 'pending' ? (
          <Stack gap="1" align="flex-start">
            <PaymentStops row={row} />
            <DecisionButtons
              id={row.id}
              what={`withdrawal ${row.request_number}`}
              approveLabel="Mark paid"
              approveBlocked={row.player_on_hold || row.wallet_balance < 0}
              approveText={`Confirm you have paid ${formatPoints(row.amount)} to ${row.user_name}. The held points leave the wallet for good.`}
              rejectText={`${formatPoints(row.amount)} points return to ${row.user_name}'s wallet. The player sees your reason.`}
              decide={decide}
            />
          </Stack>
        ) : (
          '—'
        ),
    },
    true,
    'Paid',
  );
  return (
    <RequestsScreen
      title="Withdrawals"
      subtitle="Pay the player first, then mark the withdrawal paid, with the payment reference in the note for the player."
      exportTable="withdrawals"
      status={status}
      onStatus={onStatus}
      query={query}
      pager={pager}
      columns={columns}
    />
  );
}
