/**
 * A bid screen with an entry grid (Single Ank, Jodi, the panna screens, and their Starline forms): the bid date from
 * the server, the game type (daily Single Ank and pannas), the amount chips, the numbers, Total Points, Reset, Submit.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { AmountChips } from './amount-chips.tsx';
import { ActionBar, BidDateLine, ClosedNotice } from './bid-parts.tsx';
import { type EntryGroup, EntryGrid } from './entry-grid.tsx';
import { GameTypeSelect } from './game-type-select.tsx';
import { bidDateQueryOptions } from './queries.ts';
import { BETTING_CLOSED, type BidLabel, gridEntries, slipOf, STARLINE_BETTING_CLOSED } from './rules.ts';
import { type SelectedGame, useGameType } from './selected-game.ts';
import { useBidEntries } from './use-bid-entries.ts';
import { usePlaceSlip } from './use-place-slip.ts';

export interface BidBoardProps {
  game: SelectedGame;
  title: string;
  label: BidLabel;
  gridLabel: string;
  groups: readonly EntryGroup[];
  columns?: number;
}

export function BidBoard({ game, title, label, gridLabel, groups, columns }: BidBoardProps) {
  const api = useApi();
  const { data: bidDate, refetch } = useSuspenseQuery(bidDateQueryOptions(api, game.family, game.id));
  const entries = useBidEntries();
  const gameType = useGameType(bidDate.game_status);
  const { place, pending } = usePlaceSlip(game.family, {
    onPlaced: entries.clear,
    onRefused: () => void refetch(),
  });

  const starline = game.family === 'starline';
  // Jodi is for both sessions and closes with the open bids; Starline has one session.
  const hasGameType = !starline && label !== 'Jodi';
  const session = starline ? 'open' : hasGameType ? gameType.session : '';
  const closed = bidDate.game_status === '2' && (starline || label === 'Jodi');
  const order = groups.flatMap((group) => group.digits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasGameType && !session) return;
    place(slipOf({ date: bidDate.date, gameId: game.id, gameName: game.name, label, session, entries: gridEntries(order, entries.points) }));
  };

  return (
    <Page title={title} subtitle={starline ? `Starline ${game.name}` : game.name}>
      <BidDateLine date={bidDate.new_date} />
      {closed && <ClosedNotice text={starline ? STARLINE_BETTING_CLOSED : BETTING_CLOSED} />}
      <form aria-label={`${title} bids`} onSubmit={submit} noValidate>
        <Section>
          <Stack gap="4">
            {hasGameType ? (
              <GameTypeSelect session={gameType.session} offered={gameType.offered} onChange={gameType.choose} />
            ) : (
              <Text color="fg.muted">{starline ? 'Session: Open' : 'Jodi bids are for the open and close results together.'}</Text>
            )}
            <AmountChips chip={entries.chip} onChoose={entries.chooseChip} />
          </Stack>
        </Section>
        <Section title={gridLabel}>
          <EntryGrid label={gridLabel} groups={groups} points={entries.points} onAdd={entries.add} onType={entries.type} columns={columns} />
        </Section>
        <ActionBar total={entries.total} canSubmit={entries.total > 0 && (!hasGameType || session !== '')} pending={pending} onReset={entries.reset} />
      </form>
    </Page>
  );
}
