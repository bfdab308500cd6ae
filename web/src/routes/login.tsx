import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  component: LoginPage,
});

function LoginPage() {
  return <Page title="Welcome">{null}</Page>;
}
