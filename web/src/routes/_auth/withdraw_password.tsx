import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page } from '../../components/page.tsx';
import { PassbookView } from '../../features/wallet/passbook-view.tsx';
import { passbookQueryOptions } from '../../features/wallet/queries.ts';

export const Route = createFileRoute('/_auth/withdraw_password')({
  loader: ({ context }) => context.queryClient.ensureQueryData(passbookQueryOptions(context.api)),
  component: WithdrawPasswordPage,
});

function WithdrawPasswordPage() {
  const api = useApi();
  const { data: passbook } = useSuspenseQuery(passbookQueryOptions(api));
  return (
    <Page title="Passbook" wide>
      <PassbookView passbook={passbook} tab="out" />
    </Page>
  );
}
