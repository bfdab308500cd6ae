import { createFileRoute } from '@tanstack/react-router';
import { Page, Section } from '../../components/page.tsx';
import { ChangePasswordForm } from '../../features/auth/change-password-form.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_change_password', {
  changePassword: 'Change Password',
});

export const Route = createFileRoute('/_auth/change_password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  const t = useMessages(messages);
  return (
    <Page title={t.changePassword}>
      <Section>
        <ChangePasswordForm />
      </Section>
    </Page>
  );
}
