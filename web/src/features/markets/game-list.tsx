/**
 * The home game list: one row per game with its bid cut-offs and result times, name, result and message (green while
 * playable, red when msg_status is 2), and a Play button while it takes bids. A row opens the game (status 1), or the closed game's details (status 2); visitors get an alert.
 */
import { chakra, Flex, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { showAlert } from '../../components/alert-dialog.tsx';
import { useDeferredMount } from '../../components/deferred.tsx';
import { ClockIcon } from '../../components/icons.tsx';
import { Empty } from '../../components/query-states.tsx';
import { STORAGE_KEYS, writeDevice } from '../../lib/device-storage.ts';
import { useSession } from '../auth/session.ts';
import type { Game } from './queries.ts';
import { useMarketWords } from './market-words.ts';
import { formatResult } from './result-format.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';

/** Texts of the home lists (markets and Starline). */
export const listMessages = i18n('gameList', {
  rowNotLoggedIn: 'User not logged in !!!',
  noGames: 'No games today',
  noGamesHint: 'Markets will show here when the operator opens them.',
  openBids: params<{ time: string }>('Open bids until {time}'),
  openResult: params<{ time: string }>('Open result {time}'),
  closeBids: params<{ time: string }>('Close bids until {time}'),
  closeResult: params<{ time: string }>('Close result {time}'),
  slotTimes: params<{ time: string }>('Bids until {time} · Result at {time}'),
  closed: 'Closed',
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
  const words = useMarketWords();
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
              <Flex as="span" wrap="wrap" justify="space-between" columnGap="2" fontSize="xs" color="fg.muted">
                <span>{t.openBids({ time: game.open_time })}</span>
                <span>{t.openResult({ time: game.open_result_time })}</span>
              </Flex>
              <Flex as="span" wrap="wrap" justify="space-between" columnGap="2" fontSize="xs" color="fg.muted">
                <span>{t.closeBids({ time: game.close_time })}</span>
                <span>{t.closeResult({ time: game.close_result_time })}</span>
              </Flex>
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
                {words(game)}
              </Text>
            </chakra.button>
            <Flex direction="column" justify="center" align="center" gap="1" px="2" borderStartWidth="1px" minW="20">
              {game.msg_status === 2 ? (
                <Text fontSize="xs" fontWeight="semibold" color="status.closed">
                  {t.closed}
                </Text>
              ) : (
                <chakra.button
                  type="button"
                  onClick={() => open(game)}
                  aria-label={t.playAt({ time: game.game_name })}
                  bg="brand.solid"
                  color="brand.contrast"
                  fontWeight="semibold"
                  fontSize="sm"
                  px="4"
                  h="8"
                  rounded="md"
                  cursor="pointer"
                  _hover={{ bg: 'brand.emphasized' }}
                  focusRing="outside"
                >
                  {t.play}
                </chakra.button>
              )}
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
