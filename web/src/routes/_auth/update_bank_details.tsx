import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/update_bank_details')({
  component: UpdateBankDetailsPage,
});

function UpdateBankDetailsPage() {
  return <Page title="Bank Details">{null}</Page>;
}
