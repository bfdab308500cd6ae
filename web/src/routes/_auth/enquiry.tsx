import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/enquiry')({
  component: EnquiryPage,
});

function EnquiryPage() {
  return <Page title="Enquiry">{null}</Page>;
}
