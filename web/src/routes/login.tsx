import { createFileRoute } from '@tanstack/react-router';
import { Page, Section } from '../components/page.tsx';
import { homeWhenLoggedIn } from '../features/auth/visitors-only.ts';
import { LoginForm } from '../features/auth/login-form.tsx';
import { i18n, useMessages } from '../i18n/index.ts';

const messages = i18n('route_login', {
  welcome: 'Welcome',
  signIn: 'Sign in',
});

interface LoginSearch {
  /** Where to go back to after login (set by the login-required layout). */
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  beforeLoad: homeWhenLoggedIn,
  validateSearch: (search: Record<string, unknown>): LoginSearch => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  component: LoginPage,
});

function LoginPage() {
  const t = useMessages(messages);
  const { redirect } = Route.useSearch();
  return (
    <Page title={t.welcome} subtitle={t.signIn}>
      <Section>
        <LoginForm redirect={redirect} />
      </Section>
    </Page>
  );
}
