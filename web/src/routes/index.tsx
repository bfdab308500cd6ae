import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/')({
  component: IndexPage,
});

function IndexPage() {
  return <Page title="Home">{null}</Page>;
}
