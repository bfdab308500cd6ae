import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';
import { PassbookView } from '../../features/wallet/passbook-view.tsx';
import { ensurePassbookPages } from '../../features/wallet/queries.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_withdraw_password', {
  passbook: 'Passbook',
});

export const Route = createFileRoute('/_auth/withdraw_password')({
  loader: ({ context }) => ensurePassbookPages(context.queryClient, context.api, 'out_history'),
  component: WithdrawPasswordPage,
});

function WithdrawPasswordPage() {
  const t = useMessages(messages);
  return (
    <Page title={t.passbook} wide>
      <PassbookView tab="out" />
    </Page>
  );
}
