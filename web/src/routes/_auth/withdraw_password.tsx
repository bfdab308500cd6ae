import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/withdraw_password')({
  component: WithdrawPasswordPage,
});

function WithdrawPasswordPage() {
  return <Page title="Passbook">{null}</Page>;
}
