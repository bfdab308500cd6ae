/** The game dashboard and the Starline dashboard: the bid types of the chosen game or slot, by its status now. */
import { Link, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { type BidTile, BidTiles } from './bid-tiles.tsx';
import { bidDateQueryOptions, gameStatusQueryOptions } from './queries.ts';
import { type LoaderContext, loadChosenGame, NoGameChosen } from './bid-screens.tsx';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { useMarketWords } from '../markets/market-words.ts';
import { bidRuleMessages } from './rules.ts';
import { type SelectedGame, selectedGame } from './selected-game.ts';

const messages = i18n('dashboards', {
  single: 'Single Digit',
  jodi: 'Jodi Digit',
  singlePana: 'Single Pana',
  doublePana: 'Double Pana',
  triplePana: 'Triple Pana',
  halfSangam: 'Half Sangam',
  fullSangam: 'Full Sangam',
  dashboardOf: params<{ game: string }>('{game} Dashboard'),
  selectOption: 'Select Bidding Option',
  options: 'Bidding options',
  chartOf: params<{ game: string }>('{game} Chart'),
  starlineDashboard: 'Starline Dashboard',
  starlineOf: params<{ slot: string }>('Starline {slot}'),
  starlineChart: 'Starline Chart History',
  note: params<{ text: string }>('Note: {text}'),
});

type Label = 'single' | 'jodi' | 'singlePana' | 'doublePana' | 'triplePana' | 'halfSangam' | 'fullSangam';

const DAILY: Array<{ label: Label; to: BidTile['to']; openOnly: boolean }> = [
  { label: 'single', to: '/single', openOnly: false },
  { label: 'jodi', to: '/jodi', openOnly: true },
  { label: 'singlePana', to: '/single_patti', openOnly: false },
  { label: 'doublePana', to: '/double_patti', openOnly: false },
  { label: 'triplePana', to: '/triple_patti', openOnly: false },
  { label: 'halfSangam', to: '/half_sangam', openOnly: true },
  { label: 'fullSangam', to: '/full_sangam', openOnly: true },
];

const STARLINE: Array<{ label: Label; to: BidTile['to'] }> = [
  { label: 'single', to: '/starline_play' },
  { label: 'singlePana', to: '/starLine_single_patti' },
  { label: 'doublePana', to: '/starLine_double_patti' },
  { label: 'triplePana', to: '/starLine_triple_patti' },
];

function Note({ text, closed }: { text: string; closed: boolean }) {
  const t = useMessages(messages);
  return (
    <Text mt="4" fontWeight="semibold" color={closed ? 'status.closed' : 'status.open'}>
      {t.note({ text })}
    </Text>
  );
}

/**
 * game_status '2' closes Jodi and the Sangams (they depend on the open result); once the day is closed (msg_status 2)
 * every type is.
 */
export function GameDashboard({ game }: { game: SelectedGame }) {
  const t = useMessages(messages);
  const rules = useMessages(bidRuleMessages);
  const words = useMarketWords();
  const api = useApi();
  const { data: status } = useSuspenseQuery(gameStatusQueryOptions(api, game.id));
  const dayClosed = status.msg_status === 2;
  const tiles = DAILY.map(({ label, to, openOnly }) => ({
    label: t[label],
    to,
    closed: dayClosed || (openOnly && status.game_status === '2') ? rules.bettingClosed : null,
  }));
  return (
    <Page title={t.dashboardOf({ game: game.name })}>
      <Section title={t.selectOption}>
        <BidTiles label={t.options} tiles={tiles} />
        <Note text={words(status)} closed={dayClosed} />
      </Section>
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/game_chart" search={{ game_id: game.id }}>
          {t.chartOf({ game: game.name })}
        </RouterLink>
      </Link>
    </Page>
  );
}

export function StarlineDashboard({ slot }: { slot: SelectedGame }) {
  const t = useMessages(messages);
  const rules = useMessages(bidRuleMessages);
  const words = useMarketWords();
  const api = useApi();
  const { data: status } = useSuspenseQuery(bidDateQueryOptions(api, 'starline', slot.id));
  const closed = status.game_status === '2';
  const tiles = STARLINE.map(({ label, to }) => ({ label: t[label], to, closed: closed ? rules.starlineClosed : null }));
  return (
    <Page title={t.starlineDashboard} subtitle={t.starlineOf({ slot: slot.name })}>
      <Section title={t.selectOption}>
        <BidTiles label={t.options} tiles={tiles} />
        <Note text={words(status)} closed={closed} />
      </Section>
      <Stack>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/starLine_chart_history">{t.starlineChart}</RouterLink>
        </Link>
      </Stack>
    </Page>
  );
}

export function gameDashboardLoader({ context }: LoaderContext) {
  return loadChosenGame('daily', (id) => context.queryClient.ensureQueryData(gameStatusQueryOptions(context.api, id)));
}

export function GameDashboardScreen() {
  const game = selectedGame('daily');
  return game ? <GameDashboard game={game} /> : <NoGameChosen family="daily" />;
}

export function StarlineDashboardScreen() {
  const slot = selectedGame('starline');
  return slot ? <StarlineDashboard slot={slot} /> : <NoGameChosen family="starline" />;
}
