/**
 * Pieces every bid screen shows: the bid date line, the closed and lapsed-session notices, and the Total Points /
 * Reset / Submit bar. Plain elements (web/src/theme/frame.css).
 */
import { useLayoutEffect, useRef } from 'react';
import { PlainButton } from '../../components/plain-controls.tsx';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { formatDay, formatPoints } from '../../lib/format.ts';
import { useSession } from '../auth/session.ts';
import { bidTypeMessages, sessionName } from '../markets/bid-types.ts';
import type { BidSession } from './selected-game.ts';

const messages = i18n('bidParts', {
  date: 'Date:',
  wallet: 'Wallet:',
  points: 'points',
  sessionOf: params<{ session: string; date: string }>('the {session} session of {date}'),
  closedFor: params<{ what: string }>('Bids for {what} have closed.'),
  kept: 'Your numbers are kept and nothing was sent.',
  chooseAgain: 'Choose the Game Type again to place them.',
  confirmDay: params<{ date: string }>('To place them for {date}, confirm below.'),
  bidFor: params<{ date: string }>('Bid for {date}'),
  total: 'Total Points:',
  reset: 'Reset',
  submit: 'Submit',
});

/** The bid date the server gave (YYYY-MM-DD, shown DD/MM/YYYY) and the wallet balance. */
export function BidDateLine({ date }: { date: string }) {
  const t = useMessages(messages);
  const { player } = useSession();
  return (
    <div className="f-bid-date">
      <p>
        {t.date} <strong>{formatDay(date)}</strong>
      </p>
      {player && (
        <p>
          {t.wallet} <strong>{formatPoints(player.wallet_balance)}</strong> {t.points}
        </p>
      )}
    </div>
  );
}

/** Chakra's alert sign (a circled "!"). */
function NoticeIcon() {
  return (
    <svg className="f-alert-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22C6.477 22 2 17.523 2 12S6.477 2 12 2s10 4.477 10 10-4.477 10-10 10Zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1-5h2v2h-2v-2Zm0-8h2v6h-2V7Z"
      />
    </svg>
  );
}

export function ClosedNotice({ text }: { text: string }) {
  return (
    <div className="f-alert f-bid-notice" role="alert">
      <NoticeIcon />
      <div className="f-alert-body">
        <div className="f-alert-title">{text}</div>
      </div>
    </div>
  );
}

/**
 * What the screen says about its session: closed (no session on offer), or the player's choice lapsed while the screen
 * was open (the entries stay, nothing was sent, and the player chooses again).
 */
export function SessionNotice({ bid, closedText, newDate }: { bid: BidSession; closedText: string; newDate: string }) {
  const t = useMessages(messages);
  const types = useMessages(bidTypeMessages);
  if (bid.closed) return <ClosedNotice text={closedText} />;
  if (!bid.lapsed) return null;
  const { session, date } = bid.lapsed;
  const shownDate = formatDay(date);
  const nextDate = formatDay(newDate);
  const what = session === 'Open' || session === 'Close' ? t.sessionOf({ session: sessionName(session, types), date: shownDate }) : shownDate;
  return (
    <div className="f-alert f-alert-warning f-bid-notice" role="alert" data-testid="session-lapsed">
      <NoticeIcon />
      <div className="f-alert-body">
        <div className="f-alert-title">{t.closedFor({ what })}</div>
        <div>
          {t.kept} {bid.hasGameType ? t.chooseAgain : t.confirmDay({ date: nextDate })}
        </div>
        {!bid.hasGameType && (
          <button type="button" className="f-button f-button-brand" onClick={bid.confirmDay}>
            {t.bidFor({ date: nextDate })}
          </button>
        )}
      </div>
    </div>
  );
}

interface ActionBarProps {
  total: number;
  canSubmit: boolean;
  pending: boolean;
  onReset: () => void;
}

/**
 * Stays in view above the footer while the numbers scroll; Submit is the form's submit button (a spinner over its
 * name while the slip is on its way).
 */
export function ActionBar({ total, canSubmit, pending, onReset }: ActionBarProps) {
  const t = useMessages(messages);
  const submitRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const submit = submitRef.current;
    if (canSubmit || !submit || document.activeElement !== submit) return;
    // Submit turned off under the keyboard (the slip went through and its numbers and amount were cleared): the
    // keyboard moves on to the amount chips, where the next slip starts, not back to the top of the page.
    submit.form?.querySelector<HTMLButtonElement>('.f-bid-chip:not(:disabled)')?.focus();
  }, [canSubmit]);
  return (
    <div className="f-bid-bar">
      <p aria-live="polite" className="f-bid-total">
        {t.total} <span data-testid="total-points">{formatPoints(total)}</span>
      </p>
      <div className="f-bid-actions">
        <PlainButton variant="outline" size="sm" onClick={onReset}>
          {t.reset}
        </PlainButton>
        <PlainButton ref={submitRef} type="submit" size="sm" disabled={!canSubmit} loading={pending}>
          {t.submit}
        </PlainButton>
      </div>
    </div>
  );
}
