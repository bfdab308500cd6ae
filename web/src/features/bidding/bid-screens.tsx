/**
 * What the bid routes render: the chosen game's (or slot's) screen, or a way back to Home when none is chosen.
 * The loaders ask for the game's status before the screen shows, so it never flashes a wrong Open/Close choice.
 * Plain elements (web/src/theme/frame.css): the bid screens need no Chakra UI (the dashboards are in dashboards.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { ApiError, type ApiClient } from '../../api/client.ts';
import { Page } from '../../components/page.tsx';
import { buttonClass } from '../../components/plain-controls.tsx';
import { Empty } from '../../components/query-states.tsx';
import { BidBoard, type BidBoardProps } from './bid-board.tsx';
import { bidDateQueryOptions, type Family } from './queries.ts';
import { SangamForm } from './sangam-form.tsx';
import { forgetGame, selectedGame } from './selected-game.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('bidScreens', {
  selectGame: 'Select a Game',
  selectSlot: 'Select a Starline Slot',
  noGame: 'No game chosen',
  noSlot: 'No Starline slot chosen',
  chooseGame: 'Choose a game on Home to place bids.',
  chooseSlot: 'Choose a Starline slot on Home to place bids.',
  home: 'Go to Home',
});

export interface LoaderContext {
  context: { queryClient: QueryClient; api: ApiClient };
}

/**
 * Loads what a screen needs of the chosen game or slot. One the server no longer has (404: removed since it was
 * chosen) is forgotten, and the screen asks for another on Home.
 */
export async function loadChosenGame(family: Family, load: (id: string) => Promise<unknown>): Promise<void> {
  const game = selectedGame(family);
  if (!game) return;
  try {
    await load(game.id);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    forgetGame(family);
  }
}

/**
 * A bid screen's loader: the bid date and status of the chosen game or slot, asked afresh (a cached answer from before
 * a cut-off would start the screen on a session that has closed).
 */
export function bidDateLoader(family: Family) {
  return ({ context }: LoaderContext) => loadChosenGame(family, (id) => context.queryClient.fetchQuery(bidDateQueryOptions(context.api, family, id)));
}

export function NoGameChosen({ family }: { family: Family }) {
  const t = useMessages(messages);
  const daily = family === 'daily';
  return (
    <Page title={daily ? t.selectGame : t.selectSlot}>
      <Empty text={daily ? t.noGame : t.noSlot} description={daily ? t.chooseGame : t.chooseSlot} />
      <RouterLink to="/" className={buttonClass({}, 'f-bid-home')}>
        {t.home}
      </RouterLink>
    </Page>
  );
}

export function BidScreen({ family, ...board }: Omit<BidBoardProps, 'game'> & { family: Family }) {
  const game = selectedGame(family);
  return game ? <BidBoard game={game} {...board} /> : <NoGameChosen family={family} />;
}

export function SangamScreen({ variant }: { variant: 'half' | 'full' }) {
  const game = selectedGame('daily');
  return game ? <SangamForm game={game} variant={variant} /> : <NoGameChosen family="daily" />;
}
