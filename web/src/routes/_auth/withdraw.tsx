import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { sessionQueryOptions } from '../../features/auth/session.ts';
import { contactDetailsQueryOptions } from '../../features/content/queries.ts';
import { paymentMethodsQueryOptions, withdrawInfoQueryOptions } from '../../features/withdrawals/queries.ts';
import { WithdrawForm } from '../../features/withdrawals/withdraw-form.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_withdraw', {
  withdrawFund: 'Withdraw Fund',
});

export const Route = createFileRoute('/_auth/withdraw')({
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([
      queryClient.ensureQueryData(withdrawInfoQueryOptions(api)),
      // Where each method pays may have changed since (the operator's methods, a payee saved elsewhere): asked again
      // at every visit, the list shown meanwhile.
      queryClient.ensureQueryData({ ...paymentMethodsQueryOptions(api), revalidateIfStale: true }),
    ]),
  component: WithdrawPage,
});

function WithdrawPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data: info } = useSuspenseQuery(withdrawInfoQueryOptions(api));
  const { data: methods } = useSuspenseQuery(paymentMethodsQueryOptions(api));
  const player = useQuery({ ...sessionQueryOptions(api), staleTime: 0 });
  const contacts = useQuery(contactDetailsQueryOptions(api));
  return (
    <Page title={t.withdrawFund}>
      <Section>
        <WithdrawForm
          info={info}
          methods={methods}
          balance={player.data?.wallet_balance}
          helpUrl={contacts.data?.whatsapp_support_url || contacts.data?.telegram_url || undefined}
        />
      </Section>
    </Page>
  );
}
