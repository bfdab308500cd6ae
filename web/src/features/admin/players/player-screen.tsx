/**
 * One player: profile and state, balance and lifetime totals, account controls, wallet adjustment, ledger, bids,
 * deposits, withdrawals, limits and blocks (a stricter limit is the one change), and a message to this player only.
 */
import { DataList, SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/client.ts';
import { Section } from '../../../components/page.tsx';
import { ErrorState, Loading } from '../../../components/query-states.tsx';
import { formatDateTime, formatPoints } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { usePager } from '../paging.tsx';
import { ExportButton } from '../reports/export-button.tsx';
import { AdjustWalletForm } from './adjust-wallet-form.tsx';
import { LedgerTable, useLedger } from './ledger-table.tsx';
import { PlayerBids } from './player-bids.tsx';
import { playerOptions } from './player-queries.ts';
import { PlayerFlags } from './players-screen.tsx';
import { PlayerStatus } from './player-status.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { PlayerDeposits, PlayerWithdrawals } from './player-requests.tsx';
import { PlayerProtectionPanel } from '../protection/player-protection.tsx';
import { AnnouncementForm, SentAnnouncements } from '../settings/announcement-form.tsx';

function Profile({ userId }: { userId: string }) {
  const query = useQuery(playerOptions(useApi(), userId));
  if (query.isPending) return <Loading label="Loading the player" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { player, bank, upi, counts, totals, live_sessions: live } = query.data;
  const upiNumbers = [
    ['PayTM', upi.paytm_number],
    ['Google Pay', upi.google_pay_number],
    ['PhonePe', upi.phone_pay_number],
  ].filter(([, number]) => number);
  const rows: [string, React.ReactNode][] = [
    ['Name', player.name],
    ['Username', player.username],
    ['Mobile', player.mobile],
    ['Registered', formatDateTime(player.created_at)],
    ['State', <PlayerFlags key="flags" player={player} />],
    ['Bank', bank ? `${bank.ac_holder_name}, ${bank.ac_number}, ${bank.ifsc_code}, ${bank.bank_name}` : 'Not given'],
    ['UPI', upiNumbers.length ? upiNumbers.map(([app, number]) => `${app} ${number}`).join(', ') : 'Not given'],
    ['Bids', `${counts.bids} (${counts.pending_bids} pending)`],
    ['Deposits', `${counts.fund_requests} (${counts.pending_fund_requests} pending)`],
    ['Withdrawals', `${counts.withdrawals} (${counts.pending_withdrawals} pending)`],
  ];
  return (
    <>
      <Section title="Profile">
        <DataList.Root orientation="horizontal">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Section>
      <Section title="Money">
        <SimpleGrid columns={{ base: 2, md: 7 }} gap="3">
          {(
            [
              ['Balance', player.wallet_balance],
              ['Deposited', totals.deposited],
              ['Withdrawn (paid)', totals.withdrawn],
              ['Held for withdrawal', totals.withdrawal_pending],
              ['Staked', totals.staked],
              ['Won', totals.won],
              ['Adjusted', totals.adjusted],
            ] as const
          ).map(([label, value]) => (
            <Stat.Root key={label}>
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText>{formatPoints(value)}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Account">
        <PlayerStatus player={player} liveSessions={live} />
      </Section>
      <Section title="Forgotten password">
        <ResetPasswordForm userId={player.id} name={player.name} />
      </Section>
    </>
  );
}

export function PlayerScreen({ userId }: { userId: string }) {
  const pager = usePager(userId);
  const ledger = useLedger(userId, pager);
  const balance = ledger.data?.wallet_balance;
  const name = useQuery(playerOptions(useApi(), userId)).data?.player.name;
  return (
    <ConsolePage title={`Player ${userId}`} actions={<ExportButton table="ledger" query={{ user_id: userId }} label="Export ledger CSV" />}>
      <Profile userId={userId} />
      <Section title="Adjust the wallet">
        <AdjustWalletForm userId={userId} balance={balance} />
      </Section>
      <Section title="Ledger">
        <LedgerTable query={ledger} pager={pager} />
      </Section>
      <Section title="Bids">
        <PlayerBids userId={userId} />
      </Section>
      <Section title="Deposits">
        <PlayerDeposits userId={userId} />
      </Section>
      <Section title="Withdrawals">
        <PlayerWithdrawals userId={userId} />
      </Section>
      <Section title="Limits and blocks">
        <PlayerProtectionPanel userId={userId} />
      </Section>
      <Section title="Messages to this player">
        <Stack gap="4">
          <AnnouncementForm player={{ id: userId, name: name ?? `player ${userId}` }} />
          <SentAnnouncements userId={userId} />
        </Stack>
      </Section>
    </ConsolePage>
  );
}
