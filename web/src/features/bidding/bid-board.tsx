/**
 * A bid screen with an entry grid (Single Ank, Jodi, the panna screens, and their Starline forms): the bid date from
 * the server, the game type (daily Single Ank and pannas), the amount chips, quick entry, the numbers, Total Points,
 * Reset, Submit. Plain elements (web/src/theme/frame.css): the screen needs no Chakra UI.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ApiError, useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { AmountChips } from './amount-chips.tsx';
import { ActionBar, BidDateLine, SessionNotice } from './bid-parts.tsx';
import { type EntryGroup, EntryGrid } from './entry-grid.tsx';
import { GameTypeSelect } from './game-type-select.tsx';
import { QuickEntry } from './quick-entry.tsx';
import { bidDateQueryOptions } from './queries.ts';
import { useMessages } from '../../i18n/index.ts';
import { bidBoardMessages } from './bid-board-messages.ts';
import { type BidLabel, bidRuleMessages, gridEntries, slipOf } from './rules.ts';
import { type SelectedGame, useBidSession } from './selected-game.ts';
import { useSession } from '../auth/session.ts';
import { draftKeyOf } from './slip-draft.ts';
import { useBidEntries } from './use-bid-entries.ts';
import { usePlaceSlip } from './use-place-slip.ts';

export interface BidBoardProps {
  game: SelectedGame;
  /** The screen's bid type (its title; Starline screens say so). */
  title: 'single' | 'jodi' | 'singlePana' | 'doublePana' | 'triplePana';
  label: BidLabel;
  gridLabel: 'digits' | 'jodiGrid' | 'pannasByAnk' | 'pannas';
  groups: readonly EntryGroup[];
}

export function BidBoard({ game, title: titleKey, label, gridLabel: gridKey, groups }: BidBoardProps) {
  const t = useMessages(bidBoardMessages);
  const rules = useMessages(bidRuleMessages);
  const api = useApi();
  const { data: asked, error, refetch } = useSuspenseQuery(bidDateQueryOptions(api, game.family, game.id));
  // Switched off or removed since the screen opened (asked again, the server no longer has it): closed, entries kept.
  const bidDate = error instanceof ApiError && error.status === 404 ? { ...asked, msg_status: 2 as const } : asked;
  const player = useSession().player?.user_id;
  const draft = draftKeyOf(player, game.family, game.id, label);
  const entries = useBidEntries(draft);
  const starline = game.family === 'starline';
  const title = starline ? t.starlineOf({ type: t[titleKey] }) : t[titleKey];
  const gridLabel = t[gridKey];
  // Jodi is for both sessions and closes with the open bids; Starline has one session.
  const bid = useBidSession(starline ? 'starline' : label === 'Jodi' ? 'open-only' : 'session', bidDate);
  const { place, pending } = usePlaceSlip(game.family, {
    onPlaced: entries.clear,
    onRefused: () => void refetch(),
    draft,
  });
  const order = groups.flatMap((group) => group.digits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bid.session === null) return;
    const slipEntries = gridEntries(order, entries.points);
    place(slipOf({ date: bidDate.date, gameId: game.id, gameName: game.name, label, session: bid.session, entries: slipEntries }));
  };

  return (
    <Page title={title} subtitle={starline ? t.starlineOf({ type: game.name }) : game.name}>
      <BidDateLine date={bidDate.date} />
      <SessionNotice bid={bid} closedText={starline ? rules.starlineClosed : rules.bettingClosed} newDate={bidDate.date} />
      <form aria-label={t.bidsOf({ title })} onSubmit={submit} noValidate>
        <fieldset className="f-bid-fieldset" disabled={bid.closed}>
          <Section>
            <div className="f-bid-stack">
              {bid.hasGameType ? (
                <GameTypeSelect session={bid.shown} offered={bid.offered} closed={bid.closed} onChange={bid.choose} />
              ) : (
                <p className="f-muted">{starline ? t.sessionOpen : t.jodiBoth}</p>
              )}
              <AmountChips chip={entries.chip} onChoose={entries.chooseChip} />
            </div>
          </Section>
          <QuickEntry numbers={order} onAdd={entries.addPoints} />
          <Section title={gridLabel}>
            <EntryGrid label={gridLabel} groups={groups} points={entries.points} onAdd={entries.add} onType={entries.type} />
          </Section>
        </fieldset>
        <ActionBar total={entries.total} canSubmit={entries.total > 0 && bid.session !== null} pending={pending} onReset={entries.reset} />
      </form>
    </Page>
  );
}
