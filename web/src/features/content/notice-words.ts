/**
 * A notification's title and message in the app's language. The player's own notices are worded from their facts
 * (points with Indian grouping, dates as dd/mm/yyyy); announcements, and notices without facts, show as written.
 */
import type { Schemas } from '../../api/client.ts';
import { serverWords } from '../../api/client.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { formatDay, formatPoints } from '../../lib/format.ts';
import { bidTypeMessages, sessionName } from '../markets/bid-types.ts';
import { upiAppName } from '../profile/upi-apps.ts';

export const noticeMessages = i18n('noticeWords', {
  fund_approved: 'Fund request approved',
  fund_rejected: 'Fund request rejected',
  withdrawal_paid: 'Withdrawal paid',
  withdrawal_returned: 'Withdrawal returned',
  win: 'You won!',
  winDemo: 'You won! (demo result)',
  result_corrected: 'Result corrected',
  day_cancelled: 'Market day cancelled',
  password_reset: 'Password reset',
  passwordResetText: 'Support set a temporary password for your account. If you did not ask them for it, contact support at once.',
  approvedText: params<{ points: string }>('{points} points were added to your wallet.'),
  rejectedText: params<{ points: string; reason: string }>('Your request for {points} points was rejected: {reason}'),
  paidText: params<{ points: string; reference: string }>('{points} points were sent to your bank account ({reference}).'),
  paidUpiText: params<{ points: string; app: string; reference: string }>('{points} points were sent to your {app} number ({reference}).'),
  wallet_adjusted: 'Wallet adjusted',
  addedBySupportText: params<{ points: string }>('{points} points were added to your wallet by support.'),
  takenBySupportText: params<{ points: string }>('{points} points were taken from your wallet by support.'),
  returnedText: params<{ points: string; reason: string }>('{points} points were returned to your wallet: {reason}'),
  winText: params<{ points: string; market: string; date: string }>('{points} points won on {market} ({date}) were added to your wallet.'),
  winDemoText: params<{ points: string; market: string; date: string }>('Demo result: {points} points won on {market} ({date}) were added to your wallet.'),
  correctedAddedText: params<{ points: string; market: string; date: string; panna: string }>(
    'The result of {market} ({date}) was corrected to {panna}: {points} more points were added to your wallet.',
  ),
  correctedTakenText: params<{ points: string; market: string; date: string; panna: string }>(
    'The result of {market} ({date}) was corrected to {panna}: {points} points of your win were taken back.',
  ),
  cancelledText: params<{ market: string; date: string }>('{market} ({date}) was cancelled:'),
  refundedText: params<{ points: string }>('{points} points of stakes were refunded to your wallet.'),
  takenBackText: params<{ points: string }>('{points} points of its wins were taken back.'),
});

/** A notice that takes points away or refuses something: shown as a warning (a cancelled day that only refunds is not). */
export function isBadNews(notice: Notice): boolean {
  return ['fund_rejected', 'withdrawal_returned', 'password_reset'].includes(notice.kind) || (notice.facts?.taken_back ?? 0) > 0;
}

export interface Notice {
  kind: string;
  title: string;
  message: string;
  facts?: Schemas['NotificationFacts'];
}

export function useNoticeWords(): (notice: Notice) => { title: string; message: string } {
  const t = useMessages(noticeMessages);
  const types = useMessages(bidTypeMessages);
  /** The market a notice is about, with its session's name for a daily market. */
  const marketOf = (facts: Notice['facts']) => [facts?.market ?? '', facts?.session ? sessionName(facts.session, types) : ''].filter(Boolean).join(' ');
  return (notice) => {
    const { kind, facts } = notice;
    const points = formatPoints(facts?.points ?? 0);
    const reason = facts?.reason ?? '';
    switch (facts && kind) {
      case 'fund_approved':
        return { title: t.fund_approved, message: t.approvedText({ points }) };
      case 'fund_rejected':
        return { title: t.fund_rejected, message: t.rejectedText({ points, reason }) };
      case 'withdrawal_paid': {
        const reference = facts?.reference ?? '';
        const upi = facts?.paid_to && facts.paid_to !== 'bank' ? upiAppName(facts.paid_to) : undefined;
        return { title: t.withdrawal_paid, message: upi ? t.paidUpiText({ points, app: upi, reference }) : t.paidText({ points, reference }) };
      }
      case 'wallet_adjusted': {
        // The operator's note to the player is their own words, shown as written after the amount.
        const what = facts?.taken_back ? t.takenBySupportText({ points: formatPoints(facts.taken_back) }) : t.addedBySupportText({ points });
        return { title: t.wallet_adjusted, message: reason ? `${what} ${reason}` : what };
      }
      case 'withdrawal_returned':
        return { title: t.withdrawal_returned, message: t.returnedText({ points, reason }) };
      case 'win': {
        const words = { points, market: marketOf(facts), date: formatDay(facts?.market_date ?? '') };
        return facts?.demo ? { title: t.winDemo, message: t.winDemoText(words) } : { title: t.win, message: t.winText(words) };
      }
      case 'result_corrected': {
        const taken = facts?.taken_back;
        const words = { market: marketOf(facts), date: formatDay(facts?.market_date ?? ''), panna: facts?.panna ?? '' };
        const message = taken ? t.correctedTakenText({ ...words, points: formatPoints(taken) }) : t.correctedAddedText({ ...words, points });
        return { title: t.result_corrected, message };
      }
      case 'password_reset':
        return { title: t.password_reset, message: t.passwordResetText };
      case 'day_cancelled': {
        const said = [t.cancelledText({ market: facts?.market ?? '', date: formatDay(facts?.market_date ?? '') })];
        if (facts?.points) said.push(t.refundedText({ points }));
        if (facts?.taken_back) said.push(t.takenBackText({ points: formatPoints(facts.taken_back) }));
        return { title: t.day_cancelled, message: said.join(' ') };
      }
      default: {
        // An announcement (the operator's own words), or a notice stored before notices kept their facts.
        const known = kind !== 'announcement' && Object.hasOwn(t, kind);
        return { title: known ? serverWords(notice.title, t[kind as 'win']) : notice.title, message: notice.message };
      }
    }
  };
}
