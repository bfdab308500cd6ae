import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';
import { PassbookView } from '../../features/wallet/passbook-view.tsx';
import { ensurePassbookPages } from '../../features/wallet/queries.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_all_passbook', {
  passbook: 'Passbook',
});

export const Route = createFileRoute('/_auth/all_passbook')({
  loader: ({ context }) => ensurePassbookPages(context.queryClient, context.api, 'transaction_history'),
  component: AllPassbookPage,
});

function AllPassbookPage() {
  const t = useMessages(messages);
  return (
    <Page title={t.passbook} wide>
      <PassbookView tab="all" />
    </Page>
  );
}
