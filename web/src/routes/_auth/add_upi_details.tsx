import { Link, Text } from '@chakra-ui/react';
import { createFileRoute, Link as RouterLink } from '@tanstack/react-router';
import { Page, Section } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/add_upi_details')({
  component: AddUpiDetailsPage,
});

/** A placeholder screen (spec): withdrawals are paid to bank details for now. */
function AddUpiDetailsPage() {
  return (
    <Page title="Add UPI Details">
      <Section>
        <Text mb="3">Adding a UPI id for withdrawals is coming soon.</Text>
        <Text>
          Until then withdrawals are paid to your bank account:{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/update_bank_details">Add Bank Details</RouterLink>
          </Link>
          .
        </Text>
      </Section>
    </Page>
  );
}
