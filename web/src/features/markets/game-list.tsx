/**
 * The home game list: one row per game with its bid cut-offs and result times, name, result and message (green while
 * playable, red when msg_status is 2), and a Play button while it takes bids. A row opens the game (status 1), or the
 * closed game's details (status 2); visitors get an alert. Plain elements (web/src/theme/frame.css), as Home renders
 * before Chakra UI loads; the dialogs bring it.
 */
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
import { WithChakra } from '../../theme/chakra.tsx';

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
      <ul className="f-rows">
        {games.map((game) => (
          <li key={game.game_id} className="f-card f-game">
            <button type="button" className="f-game-open f-focus-inside" onClick={() => open(game)} data-testid="game-row">
              <span className="f-game-times">
                <span>{t.openBids({ time: game.open_time })}</span>
                <span>{t.openResult({ time: game.open_result_time })}</span>
              </span>
              <span className="f-game-times">
                <span>{t.closeBids({ time: game.close_time })}</span>
                <span>{t.closeResult({ time: game.close_result_time })}</span>
              </span>
              <span className="f-game-name">{game.game_name}</span>
              <span className="f-game-result">{formatResult(game.open_result, game.close_result)}</span>
              <span className="f-status" data-status={game.msg_status === 2 ? 'closed' : 'open'}>
                {words(game)}
              </span>
            </button>
            <div className="f-game-side">
              {game.msg_status === 2 ? (
                <p className="f-game-closed">{t.closed}</p>
              ) : (
                <button type="button" className="f-play f-focus" onClick={() => open(game)} aria-label={t.playAt({ time: game.game_name })}>
                  {t.play}
                </button>
              )}
              <button type="button" className="f-button f-icon-button" aria-label={t.timeTable({ game: game.game_name })} onClick={() => setTimeTable(game)}>
                <ClockIcon boxSize="5" />
              </button>
              <RouterLink to="/game_chart" search={{ game_id: game.game_id }} aria-label={t.chartOf({ game: game.game_name })} className="f-link f-chart-link">
                {t.chart}
              </RouterLink>
            </div>
          </li>
        ))}
      </ul>
      {dialogs && (
        <Suspense fallback={null}>
          <WithChakra>
            <ClosedGameDialog game={closed} onClose={() => setClosed(null)} />
            <TimeTableDialog game={timeTable} onClose={() => setTimeTable(null)} />
          </WithChakra>
        </Suspense>
      )}
    </>
  );
}
