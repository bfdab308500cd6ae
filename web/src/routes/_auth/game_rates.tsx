import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { GameRatesList } from '../../features/markets/game-rates-list.tsx';
import { gameRatesQueryOptions } from '../../features/markets/queries.ts';

export const Route = createFileRoute('/_auth/game_rates')({
  loader: ({ context }) => context.queryClient.ensureQueryData(gameRatesQueryOptions(context.api)),
  component: GameRatesPage,
});

function GameRatesPage() {
  const api = useApi();
  const { data: rates } = useSuspenseQuery(gameRatesQueryOptions(api));
  return (
    <Page title="Game Rate List" subtitle="We Offer Best Rate in market - Full rate">
      <Section title="Game Win Ratio For All Bids">
        <GameRatesList rates={rates} />
      </Section>
    </Page>
  );
}
