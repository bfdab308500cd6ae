import { createFileRoute } from '@tanstack/react-router';
import { Page, Section } from '../../components/page.tsx';
import { ChangePasswordForm } from '../../features/auth/change-password-form.tsx';

export const Route = createFileRoute('/_auth/change_password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  return (
    <Page title="Change Password">
      <Section>
        <ChangePasswordForm />
      </Section>
    </Page>
  );
}
