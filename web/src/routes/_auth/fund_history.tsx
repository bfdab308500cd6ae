import { Button } from '@chakra-ui/react';
import { createFileRoute, Link as RouterLink } from '@tanstack/react-router';
import { Page, Section } from '../../components/page.tsx';
import { FundRequestPages, FundHistoryTable } from '../../features/funds/fund-tables.tsx';
import { fundRequestPages } from '../../features/funds/queries.ts';
import { ensureListPages } from '../../components/older-pages.tsx';
import { WalletMenu } from '../../features/funds/wallet-menu.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_fund_history', {
  funds: 'Funds',
  wallet: 'Wallet',
  fundHistory: 'Fund History',
  addFund: 'Add Fund',
});

export const Route = createFileRoute('/_auth/fund_history')({
  loader: ({ context }) => ensureListPages(context.queryClient, fundRequestPages(context.api)),
  component: FundHistoryPage,
});

/** Funds: the wallet menu and the player's fund requests. */
function FundHistoryPage() {
  const t = useMessages(messages);
  return (
    <Page title={t.funds} wide>
      <Section title={t.wallet}>
        <WalletMenu />
      </Section>
      <Section title={t.fundHistory}>
        <FundRequestPages table={FundHistoryTable} />
        <Button asChild colorPalette="brand" mt="4">
          <RouterLink to="/add_fund">{t.addFund}</RouterLink>
        </Button>
      </Section>
    </Page>
  );
}
