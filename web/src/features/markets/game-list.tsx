/**
 * The home game list: one row per game with its times, name, result and message (green while playable, red when
 * msg_status is 2). A row opens the game (status 1), or the closed game's details (status 2); visitors get an alert.
 */
import { chakra, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { showAlert } from '../../components/alert-dialog.tsx';
import { useDeferredMount } from '../../components/deferred.tsx';
import { ClockIcon } from '../../components/icons.tsx';
import { Empty } from '../../components/query-states.tsx';
import { STORAGE_KEYS, writeDevice } from '../../lib/device-storage.ts';
import { useSession } from '../auth/session.ts';
import type { Game } from './queries.ts';
import { formatResult } from './result-format.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';

/** Texts of the home lists (markets and Starline). */
export const listMessages = i18n('gameList', {
  rowNotLoggedIn: 'User not logged in !!!',
  noGames: 'No games today',
  noGamesHint: 'Markets will show here when the operator opens them.',
  open: params<{ time: string }>('Open: {time}'),
  close: params<{ time: string }>('Close: {time}'),
  timeTable: params<{ game: string }>('{game} time table'),
  chartOf: params<{ game: string }>('{game} chart'),
  chart: 'Chart',
  starlineClosed: 'Betting is closed for today',
  noSlots: 'No Starline slots today',
  playBig: 'Play Big & Win Big',
  hourly: 'Har Ghante Jeeto',
  starlineChart: 'Starline Chart History',
  playAt: params<{ time: string }>('Play {time}'),
  play: 'Play',
});
/** The game dashboard (part of the bidding screens). */
export const GAME_DASHBOARD = '/game_dashboard';

// The dialogs load once the page is idle (or when first opened), not with the list.
const ClosedGameDialog = lazy(() => import('./game-dialogs.tsx').then((m) => ({ default: m.ClosedGameDialog })));
const TimeTableDialog = lazy(() => import('./game-dialogs.tsx').then((m) => ({ default: m.TimeTableDialog })));

export function GameList({ games }: { games: Game[] }) {
  const t = useMessages(listMessages);
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const [closed, setClosed] = useState<Game | null>(null);
  const [timeTable, setTimeTable] = useState<Game | null>(null);
  const dialogs = useDeferredMount(closed !== null || timeTable !== null);

  const open = (game: Game) => {
    if (!loggedIn) return showAlert(t.rowNotLoggedIn);
    if (game.msg_status === 2) return setClosed(game);
    writeDevice(STORAGE_KEYS.gameId, game.game_id);
    writeDevice(STORAGE_KEYS.gameName, game.game_name);
    void navigate({ href: GAME_DASHBOARD });
  };

  if (games.length === 0) return <Empty text={t.noGames} description={t.noGamesHint} />;
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none">
        {games.map((game) => (
          <Flex as="li" key={game.game_id} bg="bg" borderWidth="1px" rounded="lg" overflow="hidden" align="stretch">
            <chakra.button
              type="button"
              flex="1"
              textAlign="start"
              p="3"
              cursor="pointer"
              _hover={{ bg: 'brand.subtle' }}
              focusRing="inside"
              onClick={() => open(game)}
              data-testid="game-row"
            >
              <HStack justify="space-between" fontSize="xs" color="fg.muted">
                <Text as="span">{t.open({ time: game.open_time })}</Text>
                <Text as="span">{t.close({ time: game.close_time })}</Text>
              </HStack>
              <Text as="span" display="block" fontWeight="bold" fontSize="lg" mt="1">
                {game.game_name}
              </Text>
              <Text as="span" display="block" fontFamily="mono" fontSize="xl" fontWeight="semibold" color="brand.fg" letterSpacing="wider">
                {formatResult(game.open_result, game.close_result)}
              </Text>
              <Text
                as="span"
                display="block"
                fontSize="sm"
                fontWeight="semibold"
                color={game.msg_status === 2 ? 'status.closed' : 'status.open'}
                data-status={game.msg_status === 2 ? 'closed' : 'open'}
              >
                {game.msg}
              </Text>
            </chakra.button>
            <Flex direction="column" justify="center" px="2" borderStartWidth="1px">
              <IconButton aria-label={t.timeTable({ game: game.game_name })} variant="ghost" onClick={() => setTimeTable(game)}>
                <ClockIcon boxSize="5" />
              </IconButton>
              <Link asChild fontSize="xs" fontWeight="semibold" color="brand.fg" justifyContent="center" py="1">
                <RouterLink to="/game_chart" search={{ game_id: game.game_id }} aria-label={t.chartOf({ game: game.game_name })}>
                  {t.chart}
                </RouterLink>
              </Link>
            </Flex>
          </Flex>
        ))}
      </Stack>
      {dialogs && (
        <Suspense fallback={null}>
          <ClosedGameDialog game={closed} onClose={() => setClosed(null)} />
          <TimeTableDialog game={timeTable} onClose={() => setTimeTable(null)} />
        </Suspense>
      )}
    </>
  );
}
