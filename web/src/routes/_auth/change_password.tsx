import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/change_password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  return <Page title="Change Password">{null}</Page>;
}
