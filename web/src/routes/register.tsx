import { createFileRoute } from '@tanstack/react-router';
import { Page, Section } from '../components/page.tsx';
import { RegisterForm } from '../features/auth/register-form.tsx';

export const Route = createFileRoute('/register')({
  component: RegisterPage,
});

function RegisterPage() {
  return (
    <Page title="Sign Up" subtitle="Create your account">
      <Section>
        <RegisterForm />
      </Section>
    </Page>
  );
}
