import { Button } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link as RouterLink } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { FundHistoryTable } from '../../features/funds/fund-tables.tsx';
import { fundHistoryQueryOptions } from '../../features/funds/queries.ts';
import { WalletMenu } from '../../features/funds/wallet-menu.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_fund_history', {
  funds: 'Funds',
  wallet: 'Wallet',
  fundHistory: 'Fund History',
  addFund: 'Add Fund',
});

export const Route = createFileRoute('/_auth/fund_history')({
  loader: ({ context }) => context.queryClient.ensureQueryData(fundHistoryQueryOptions(context.api)),
  component: FundHistoryPage,
});

/** Funds: the wallet menu and the player's fund requests. */
function FundHistoryPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data: requests } = useSuspenseQuery(fundHistoryQueryOptions(api));
  return (
    <Page title={t.funds} wide>
      <Section title={t.wallet}>
        <WalletMenu />
      </Section>
      <Section title={t.fundHistory}>
        <FundHistoryTable requests={requests} />
        <Button asChild colorPalette="brand" mt="4">
          <RouterLink to="/add_fund">{t.addFund}</RouterLink>
        </Button>
      </Section>
    </Page>
  );
}
