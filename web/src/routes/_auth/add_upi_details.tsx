import { Link, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link as RouterLink } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { paymentDetailsQueryOptions } from '../../features/profile/queries.ts';
import { UpiDetailsForm } from '../../features/profile/upi-details-form.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_add_upi_details', {
  addUpiDetails: 'Add UPI Details',
  paidThere: 'A withdrawal by a UPI payment method is paid to your number on that app.',
  bankInstead: 'Withdrawals by bank transfer are paid to your bank account:',
  addBankDetails: 'Add Bank Details',
});

export const Route = createFileRoute('/_auth/add_upi_details')({
  loader: ({ context }) => context.queryClient.ensureQueryData(paymentDetailsQueryOptions(context.api)),
  component: AddUpiDetailsPage,
});

function AddUpiDetailsPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data } = useSuspenseQuery(paymentDetailsQueryOptions(api));
  return (
    <Page title={t.addUpiDetails} subtitle={t.paidThere}>
      <Section>
        <UpiDetailsForm saved={data.upi} />
      </Section>
      <Section>
        <Text>
          {t.bankInstead}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/update_bank_details">{t.addBankDetails}</RouterLink>
          </Link>
        </Text>
      </Section>
    </Page>
  );
}
