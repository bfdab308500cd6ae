import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page } from '../../components/page.tsx';
import { PassbookView } from '../../features/wallet/passbook-view.tsx';
import { passbookQueryOptions } from '../../features/wallet/queries.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_all_passbook', {
  passbook: 'Passbook',
});

export const Route = createFileRoute('/_auth/all_passbook')({
  loader: ({ context }) => context.queryClient.ensureQueryData(passbookQueryOptions(context.api)),
  component: AllPassbookPage,
});

function AllPassbookPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data: passbook } = useSuspenseQuery(passbookQueryOptions(api));
  return (
    <Page title={t.passbook} wide>
      <PassbookView passbook={passbook} tab="all" />
    </Page>
  );
}
