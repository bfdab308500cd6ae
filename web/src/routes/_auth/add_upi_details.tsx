import { Link, Text } from '@chakra-ui/react';
import { createFileRoute, Link as RouterLink } from '@tanstack/react-router';
import { Page, Section } from '../../components/page.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_add_upi_details', {
  addUpiDetails: 'Add UPI Details',
  comingSoon: 'Adding a UPI id for withdrawals is coming soon.',
  untilThen: 'Until then withdrawals are paid to your bank account:',
  addBankDetails: 'Add Bank Details',
});

export const Route = createFileRoute('/_auth/add_upi_details')({
  component: AddUpiDetailsPage,
});

/** A placeholder screen (spec): withdrawals are paid to bank details for now. */
function AddUpiDetailsPage() {
  const t = useMessages(messages);
  return (
    <Page title={t.addUpiDetails}>
      <Section>
        <Text mb="3">{t.comingSoon}</Text>
        <Text>
          {t.untilThen}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/update_bank_details">{t.addBankDetails}</RouterLink>
          </Link>
          .
        </Text>
      </Section>
    </Page>
  );
}
