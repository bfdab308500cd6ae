import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/all_passbook')({
  component: AllPassbookPage,
});

function AllPassbookPage() {
  return <Page title="Passbook">{null}</Page>;
}
