import { Button } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link as RouterLink } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { FundHistoryTable } from '../../features/funds/fund-tables.tsx';
import { fundHistoryQueryOptions } from '../../features/funds/queries.ts';
import { WalletMenu } from '../../features/funds/wallet-menu.tsx';

export const Route = createFileRoute('/_auth/fund_history')({
  loader: ({ context }) => context.queryClient.ensureQueryData(fundHistoryQueryOptions(context.api)),
  component: FundHistoryPage,
});

/** Funds: the wallet menu and the player's fund requests. */
function FundHistoryPage() {
  const api = useApi();
  const { data: requests } = useSuspenseQuery(fundHistoryQueryOptions(api));
  return (
    <Page title="Funds" wide>
      <Section title="Wallet">
        <WalletMenu />
      </Section>
      <Section title="Fund History">
        <FundHistoryTable requests={requests} />
        <Button asChild colorPalette="brand" mt="4">
          <RouterLink to="/add_fund">Add Fund</RouterLink>
        </Button>
      </Section>
    </Page>
  );
}
