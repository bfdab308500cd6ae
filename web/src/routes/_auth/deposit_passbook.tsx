import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/deposit_passbook')({
  component: DepositPassbookPage,
});

function DepositPassbookPage() {
  return <Page title="Passbook">{null}</Page>;
}
