import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/game_rates')({
  component: GameRatesPage,
});

function GameRatesPage() {
  return <Page title="Game Rate List">{null}</Page>;
}
