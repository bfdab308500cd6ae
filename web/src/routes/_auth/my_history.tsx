import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/my_history')({
  component: MyHistoryPage,
});

function MyHistoryPage() {
  return <Page title="My History">{null}</Page>;
}
