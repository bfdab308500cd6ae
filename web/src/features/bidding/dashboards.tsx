/** The game dashboard and the Starline dashboard: the bid types of the chosen game or slot, by its status now. */
import { Link, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { type BidTile, BidTiles } from './bid-tiles.tsx';
import { bidDateQueryOptions, gameStatusQueryOptions } from './queries.ts';
import { BETTING_CLOSED, STARLINE_BETTING_CLOSED } from './rules.ts';
import type { SelectedGame } from './selected-game.ts';

const DAILY: Array<{ label: string; to: BidTile['to']; openOnly: boolean }> = [
  { label: 'Single Digit', to: '/single', openOnly: false },
  { label: 'Jodi Digit', to: '/jodi', openOnly: true },
  { label: 'Single Pana', to: '/single_patti', openOnly: false },
  { label: 'Double Pana', to: '/double_patti', openOnly: false },
  { label: 'Triple Pana', to: '/triple_patti', openOnly: false },
  { label: 'Half Sangam', to: '/half_sangam', openOnly: true },
  { label: 'Full Sangam', to: '/full_sangam', openOnly: true },
];

const STARLINE: Array<{ label: string; to: BidTile['to'] }> = [
  { label: 'Single Digit', to: '/starline_play' },
  { label: 'Single Pana', to: '/starLine_single_patti' },
  { label: 'Double Pana', to: '/starLine_double_patti' },
  { label: 'Triple Pana', to: '/starLine_triple_patti' },
];

function Note({ text, closed }: { text: string; closed: boolean }) {
  return (
    <Text mt="4" fontWeight="semibold" color={closed ? 'status.closed' : 'status.open'}>
      Note: {text}
    </Text>
  );
}

/**
 * game_status '2' closes Jodi and the Sangams (they depend on the open result); once the day is closed (msg_status 2)
 * every type is.
 */
export function GameDashboard({ game }: { game: SelectedGame }) {
  const api = useApi();
  const { data: status } = useSuspenseQuery(gameStatusQueryOptions(api, game.id));
  const dayClosed = status.msg_status === 2;
  const tiles = DAILY.map(({ label, to, openOnly }) => ({
    label,
    to,
    closed: dayClosed || (openOnly && status.game_status === '2') ? BETTING_CLOSED : null,
  }));
  return (
    <Page title={`${game.name} Dashboard`}>
      <Section title="Select Bidding Option">
        <BidTiles label="Bidding options" tiles={tiles} />
        <Note text={status.msg} closed={dayClosed} />
      </Section>
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/game_chart" search={{ game_id: game.id }}>
          {game.name} Chart
        </RouterLink>
      </Link>
    </Page>
  );
}

export function StarlineDashboard({ slot }: { slot: SelectedGame }) {
  const api = useApi();
  const { data: status } = useSuspenseQuery(bidDateQueryOptions(api, 'starline', slot.id));
  const closed = status.game_status === '2';
  const tiles = STARLINE.map(({ label, to }) => ({ label, to, closed: closed ? STARLINE_BETTING_CLOSED : null }));
  return (
    <Page title="Starline Dashboard" subtitle={`Starline ${slot.name}`}>
      <Section title="Select Bidding Option">
        <BidTiles label="Bidding options" tiles={tiles} />
        <Note text={status.msg} closed={closed} />
      </Section>
      <Stack>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/starLine_chart_history">Starline Chart History</RouterLink>
        </Link>
      </Stack>
    </Page>
  );
}
