import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/add_upi_details')({
  component: AddUpiDetailsPage,
});

function AddUpiDetailsPage() {
  return <Page title="Add UPI Details">{null}</Page>;
}
