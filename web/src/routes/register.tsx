import { createFileRoute } from '@tanstack/react-router';
import { Page, Section } from '../components/page.tsx';
import { RegisterForm } from '../features/auth/register-form.tsx';
import { homeWhenLoggedIn } from '../features/auth/visitors-only.ts';
import { i18n, useMessages } from '../i18n/index.ts';

const messages = i18n('route_register', {
  signUp: 'Sign Up',
  createYourAccount: 'Create your account',
});

export const Route = createFileRoute('/register')({
  beforeLoad: homeWhenLoggedIn,
  component: RegisterPage,
});

function RegisterPage() {
  const t = useMessages(messages);
  return (
    <Page title={t.signUp} subtitle={t.createYourAccount}>
      <Section>
        <RegisterForm />
      </Section>
    </Page>
  );
}
