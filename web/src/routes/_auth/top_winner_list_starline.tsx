import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/top_winner_list_starline')({
  component: TopWinnerListStarlinePage,
});

function TopWinnerListStarlinePage() {
  return <Page title="Starline Winning History">{null}</Page>;
}
