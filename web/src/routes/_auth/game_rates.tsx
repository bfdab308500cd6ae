import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { GameRatesList } from '../../features/markets/game-rates-list.tsx';
import { gameRatesQueryOptions } from '../../features/markets/queries.ts';
import { starlineRatesQueryOptions } from '../../features/starline/queries.ts';
import { StarlineRatesList } from '../../features/starline/starline-rates-list.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_game_rates', {
  gameRateList: 'Game Rate List',
  weOfferBest: 'We Offer Best Rate in market - Full rate',
  gameWinRatio: 'Game Win Ratio For All Bids',
  starlineWinRatio: 'Starline Game Win Ratio',
});

export const Route = createFileRoute('/_auth/game_rates')({
  // The rates are the operator's to change: asked again at every visit, the ones last read shown meanwhile.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData({ ...gameRatesQueryOptions(context.api), revalidateIfStale: true }),
      context.queryClient.ensureQueryData({ ...starlineRatesQueryOptions(context.api), revalidateIfStale: true }),
    ]),
  component: GameRatesPage,
});

function GameRatesPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data: rates } = useSuspenseQuery(gameRatesQueryOptions(api));
  const { data: starlineRates } = useSuspenseQuery(starlineRatesQueryOptions(api));
  return (
    <Page title={t.gameRateList} subtitle={t.weOfferBest}>
      <Section title={t.gameWinRatio}>
        <GameRatesList rates={rates} />
      </Section>
      <Section title={t.starlineWinRatio}>
        <StarlineRatesList rates={starlineRates} label={t.starlineWinRatio} />
      </Section>
    </Page>
  );
}
