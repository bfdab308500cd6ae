import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/support')({
  component: SupportPage,
});

function SupportPage() {
  return <Page title="Support">{null}</Page>;
}
