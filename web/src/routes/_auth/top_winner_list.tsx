import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/top_winner_list')({
  component: TopWinnerListPage,
});

function TopWinnerListPage() {
  return <Page title="Top Winner List">{null}</Page>;
}
