import { createFileRoute } from '@tanstack/react-router';
import { Page, Section } from '../components/page.tsx';
import { LoginForm } from '../features/auth/login-form.tsx';

interface LoginSearch {
  /** Where to go back to after login (set by the login-required layout). */
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return (
    <Page title="Welcome" subtitle="Sign in">
      <Section>
        <LoginForm redirect={redirect} />
      </Section>
    </Page>
  );
}
