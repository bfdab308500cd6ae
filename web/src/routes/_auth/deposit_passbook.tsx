import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';
import { PassbookView } from '../../features/wallet/passbook-view.tsx';
import { ensurePassbookPages } from '../../features/wallet/queries.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_deposit_passbook', {
  passbook: 'Passbook',
});

export const Route = createFileRoute('/_auth/deposit_passbook')({
  loader: ({ context }) => ensurePassbookPages(context.queryClient, context.api, 'in_history'),
  component: DepositPassbookPage,
});

function DepositPassbookPage() {
  const t = useMessages(messages);
  return (
    <Page title={t.passbook} wide>
      <PassbookView tab="in" />
    </Page>
  );
}
