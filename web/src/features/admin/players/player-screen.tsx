/** One player: balance, ledger (paged) and wallet adjustment. */
import { Stat } from '@chakra-ui/react';
import { Section } from '../../../components/page.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { useCursorPager } from '../paging.tsx';
import { AdjustWalletForm } from './adjust-wallet-form.tsx';
import { LedgerTable, useLedger } from './ledger-table.tsx';

export function PlayerScreen({ userId }: { userId: string }) {
  const pager = useCursorPager(userId);
  const ledger = useLedger(userId, pager);
  const balance = ledger.data?.wallet_balance;
  return (
    <ConsolePage title={`Player ${userId}`}>
      <Section title="Wallet">
        <Stat.Root mb="4">
          <Stat.Label>Balance</Stat.Label>
          <Stat.ValueText>{balance === undefined ? '…' : formatPoints(balance)}</Stat.ValueText>
        </Stat.Root>
        <AdjustWalletForm userId={userId} balance={balance} />
      </Section>
      <Section title="Ledger">
        <LedgerTable query={ledger} pager={pager} />
      </Section>
    </ConsolePage>
  );
}
