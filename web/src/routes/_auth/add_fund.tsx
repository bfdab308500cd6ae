import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/add_fund')({
  component: AddFundPage,
});

function AddFundPage() {
  return <Page title="Add Fund">{null}</Page>;
}
