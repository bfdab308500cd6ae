import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { BankDetailsForm } from '../../features/profile/bank-details-form.tsx';
import { paymentDetailsQueryOptions } from '../../features/profile/queries.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_update_bank_details', {
  bankDetails: 'Bank Details',
  withdrawalsArePaid: 'Withdrawals are paid to this account.',
});

export const Route = createFileRoute('/_auth/update_bank_details')({
  loader: ({ context }) => context.queryClient.ensureQueryData(paymentDetailsQueryOptions(context.api)),
  component: UpdateBankDetailsPage,
});

function UpdateBankDetailsPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data } = useSuspenseQuery(paymentDetailsQueryOptions(api));
  return (
    <Page title={t.bankDetails} subtitle={t.withdrawalsArePaid}>
      <Section>
        <BankDetailsForm saved={data.bank} />
      </Section>
    </Page>
  );
}
